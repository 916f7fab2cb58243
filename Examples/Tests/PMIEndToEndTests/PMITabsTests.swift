import Foundation
import PocketMonsterIndex
import Testing
import Waypoint

/// The Search tab and a hidden tab through the real binary in a
/// pseudo-terminal, across a relaunch.
@Suite(.serialized) struct PMITabsTests {
  func start(state: URL) throws -> PTYSession {
    try PTYSession.started(rows: 30, columns: 100, state: state)
  }

  /// Hides the Berries tab from Settings, as a user does, and waits until
  /// the tab bar has lost it.
  func hideBerries(_ pmi: PTYSession) {
    pmi.send("4")
    pmi.waitFor("Hide the Berries tab")
    pmi.send("jjj\r")
    pmi.waitFor("Berries hidden") { !$0[0].contains("Berries") }
  }

  @Test func aSearchLinkOpensTheSearchTabAndItsQueryIsKeptBetweenRuns() throws {
    let state = PMIProcess.stateFile()
    let pmi = try start(state: state)
    pmi.send("opmi://search?q=pika\r")
    pmi.waitFor("the Search tab with Pikachu") {
      $0[0].contains("[5 Search]") && $0.contains { $0.contains("Results for “pika”") }
        && $0.contains { $0.contains("#025 Pikachu") }
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)

    let again = try start(state: state)
    again.waitFor("the query restored") {
      $0[0].contains("[5 Search]") && $0.contains { $0.contains("Results for “pika”") }
        && $0.contains { $0.contains("#025 Pikachu") }
    }
    // Typing in the search field changes the query: `/` on the Search tab
    // opens it with the query, which four backspaces clear.
    again.send("/" + String(repeating: "\u{7F}", count: 4) + "bulb\r")
    again.waitFor("Results for “bulb”")
    again.send("q")
    #expect(again.waitForExit() == 0)
  }

  /// A query saved at any length (here 100,000 characters of "pika ") is
  /// cut to ``ListFilter/maximumLength``: pmi draws the Search tab and
  /// quits on `q`, where every row used to fold the whole query again.
  @Test func aHugeSavedQueryIsCutAndPMIStillAnswers() throws {
    let state = PMIProcess.stateFile()
    var saved = PMIState(tabs: PMI.Tab.allCases)
    var target = NavigationTarget<PMI>(tab: .search, routes: [])
    target.searchQuery = String(repeating: "pika ", count: 20_000)
    try saved.navigate(to: target)
    try PMIStore(stateURL: state).save(saved, PMIData())
    let pmi = try start(state: state)
    pmi.waitFor("the Search tab with Pikachu") {
      $0[0].contains("[5 Search]") && $0.contains { $0.contains("#025 Pikachu") }
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test func settingsHidesTheBerriesTabAndALinkToItSaysSo() throws {
    let state = PMIProcess.stateFile()
    let pmi = try start(state: state)
    hideBerries(pmi)
    pmi.waitFor("Berries hidden") { $0.contains { $0.contains("The Berries tab is hidden.") } }
    pmi.send("opmi://berries/16\r")
    pmi.waitFor("The Berries tab is hidden: show it again in Settings.")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)

    // Hidden it stays, after a relaunch, until Settings shows it again.
    let again = try start(state: state)
    again.waitFor("the tab bar without Berries") {
      $0[0].contains("[4 Settings]") && !$0[0].contains("Berries")
    }
    again.waitFor("Show the Berries tab")
    again.send("jjj\r")
    again.waitFor("Berries shown") { $0[0].contains("2 Berries") }
    again.send("q")
    #expect(again.waitForExit() == 0)
  }

  /// With Berries hidden the bar is four tabs: a click on a label selects
  /// the tab drawn there, where it used to be read against the five-tab bar
  /// (a click on "3 Team" asked for the hidden Berries tab).
  @Test func aClickOnTheTabBarWithBerriesHiddenSelectsTheTabDrawnThere() throws {
    let state = PMIProcess.stateFile()
    let pmi = try start(state: state)
    hideBerries(pmi)
    for (label, tab) in [
      ("3 Team", "[3 Team]"), ("1 Pokédex", "[1 Pokédex]"), ("5 Search", "[5 Search]"),
    ] {
      let bar = pmi.screen[0]
      let start = try #require(bar.range(of: label), "\(label) is on the bar: \(bar)")
      // The label's last character, in columns counted from 1.
      let column = bar.distance(from: bar.startIndex, to: start.lowerBound) + label.count
      pmi.send("\u{1B}[<0;\(column);1M\u{1B}[<0;\(column);1m")
      pmi.waitFor("\(tab) selected by a click") { $0[0].contains(tab) }
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// The highlight stays on the row the user chose: hiding Berries moved it
  /// to About, so Enter again opened About instead of showing Berries.
  @Test func hidingAndShowingBerriesKeepsTheHighlightOnItsRow() throws {
    let pmi = try start(state: PMIProcess.stateFile())
    hideBerries(pmi)
    #expect(
      PTYSession.highlighted(pmi.screen)?.trimmingCharacters(in: .whitespaces)
        == "▸ Show the Berries tab")
    pmi.send("\r")
    pmi.waitFor("Berries shown") { $0[0].contains("2 Berries") }
    #expect(
      PTYSession.highlighted(pmi.screen)?.trimmingCharacters(in: .whitespaces)
        == "▸ Hide the Berries tab")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// The Search tab before a query counted "0 of 0 match “”", and an empty
  /// query said "Nothing matches “”.": it asks for a name instead.
  @Test func anEmptySearchAsksForANameInsteadOfMatchingNothing() throws {
    let pmi = try start(state: PMIProcess.stateFile())
    pmi.send("5")
    pmi.waitFor("the empty Search tab") {
      $0[0].contains("[5 Search]") && $0.contains { $0.contains("Type / and a name") }
    }
    #expect(pmi.screen[2].trimmingCharacters(in: .whitespaces) == "Search")
    pmi.send("/\r")
    pmi.waitFor("the empty query answered") {
      $0.contains {
        $0.trimmingCharacters(in: .whitespaces) == "Type a name to search the Pokédex."
      }
    }
    #expect(pmi.screen[2].trimmingCharacters(in: .whitespaces) == "Search")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)

    let lines = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "tab search\nfilter\nquit\n")
    let screens = lines.screens
    try #require(screens.count > 2)
    #expect(
      screens[2].split(separator: "\n").last.map(String.init)
        == "Type a name to search the Pokédex.")
    #expect(!lines.output.contains("“”"))
  }

  /// The hints of the footer, the screen's last row.
  static func hints(_ screen: [String]) -> [String] {
    (screen.last ?? "").components(separatedBy: "  ").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  /// `g` on the Search tab before a query has no row to go to: the footer
  /// offered it all the same.
  @Test func theEmptySearchTabOffersNoGoTo() throws {
    let pmi = try start(state: PMIProcess.stateFile())
    pmi.send("5")
    // The whole frame, its footer too: the Search tab's has no rows to move.
    pmi.waitFor("the empty Search tab") {
      $0[0].contains("[5 Search]") && $0.contains { $0.contains("Type / and a name") }
        && Self.hints($0).contains("q quit") && !Self.hints($0).contains("↑↓ move")
    }
    #expect(!Self.hints(pmi.screen).contains("g go to"))
    #expect(Self.hints(pmi.screen).contains("/ filter"))
    pmi.send("/pika\r")
    pmi.waitFor("Results for “pika”")
    pmi.waitFor("g on the results") { Self.hints($0).contains("g go to") }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// `i` opens a quick look of the highlighted Pokémon, and the footer
  /// never said so: it is offered where it works, on the Pokédex, and not
  /// on Berries, where no Pokémon is highlighted.
  @Test func theFooterOffersTheQuickLookWhereItWorks() throws {
    let pmi = try start(state: PMIProcess.stateFile())
    pmi.waitFor("the Pokédex, with i") {
      $0[0].contains("[1 Pokédex]") && Self.hints($0).contains("i look")
    }
    pmi.send("2")
    // The whole frame, its footer too, not only its first row.
    pmi.waitFor("the Berries list, without i") {
      $0[0].contains("[2 Berries]") && Self.hints($0).contains("q quit")
        && !Self.hints($0).contains("i look")
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// At 40 columns the bar ran off the window and "[5 Search]" was never
  /// shown: the names are cut so every tab keeps a label, and a click on
  /// one still selects it; at 30 columns, the numbers stand alone.
  @Test func aNarrowTabBarKeepsEveryTab() throws {
    let pmi = try PTYSession.started(rows: 24, columns: 40, state: PMIProcess.stateFile())
    #expect(
      pmi.screen[0].trimmingCharacters(in: .whitespaces)
        == "[1 Pokédex] 2 Berr 3 Team 4 Sett 5 Sear")
    let bar = pmi.screen[0]
    let search = try #require(bar.range(of: "5 Sear"))
    let column = bar.distance(from: bar.startIndex, to: search.lowerBound) + 1
    pmi.send("\u{1B}[<0;\(column);1M\u{1B}[<0;\(column);1m")
    pmi.waitFor("Search selected by a click") {
      $0[0].trimmingCharacters(in: .whitespaces) == "1 Poké 2 Berr 3 Team 4 Sett [5 Search]"
    }
    pmi.resize(rows: 24, columns: 30)
    pmi.waitFor("the numbers alone at 30 columns") {
      // The team's count fits beside them.
      $0[0].hasPrefix("1 2 3 4 [5 Search] ")
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}
