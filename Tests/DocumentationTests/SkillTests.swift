import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import DocumentationApp

// The agent skill (skills/waypoint/SKILL.md and its references), block for
// block, on the app the README and the articles build: each block runs here
// and what it claims is checked as a value.

// MARK: SKILL.md

@MainActor @Suite struct SkillTests {
  @Test func callTheNavigatorStraightFromTheAction() async {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    var status = "unchanged"
    navigator.push(.pokemon(id: 25))  // applied in the call: no Task, no await
    let outcome = await navigator.present(.evolutions(of: 25)).outcome  // when you need to know
    if case .denied(_, let reason) = outcome { status = reason }
    #expect(outcome.isApplied)
    #expect(status == "unchanged")
    #expect(navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 25)])
    #expect(navigator.state.presentations.map(\.root.route) == [.evolutions(of: 25)])
  }

  /// The skill's example of a breadcrumb, and the map it tells agents to read.
  @Test func whereTheUserIsAndWhatLinksExist() async throws {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    _ = await navigator.push(.pokemon(id: 25)).outcome
    _ = await navigator.present(.evolutions(of: 25)).outcome
    #expect(navigator.state.breadcrumb() == "pokedex › pokemon(id: 25) › sheet: evolutions(of: 25)")
    let map = try links.map()
    #expect(map.patterns.map(\.pattern).contains("pokedex/:id"))
  }

  /// "No `Task` around a navigation": the wrapped push lands after the one
  /// asked after it, and a call made straight is applied in the call.
  @Test func aTaskAroundANavigationLandsItLate() async {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    Task { navigator.push(.pokemon(id: 1)) }  // don't: runs after the next line
    navigator.push(.pokemon(id: 2))
    // the stack ends [pokemon(id: 2), pokemon(id: 1)]
    #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 2)])
    while navigator.state.activeStack.count < 2 { await Task.yield() }
    #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 2), .pokemon(id: 1)])

    let straight = navigator.popToRoot()
    #expect(straight.settledOutcome?.isApplied == true)
    #expect(navigator.state.activeStack.isEmpty)
  }

  // MARK: references/navigating.md

  @Test func pushPresentPopDismiss() {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    navigator.push(.pokemon(id: 25))  // onto the active stack: the Pokédex tab's
    navigator.push(.berry(id: 16), in: .tab(.berries))  // onto a tab not selected
    navigator.present(.evolutions(of: 25))  // a sheet with its own stack
    navigator.push(.pokemon(id: 26))  // onto the sheet's stack, the active one now
    navigator.present(.confirmRelease(id: 26), style: .alert)  // a dialog holds no stack
    navigator.dismissAll()  // every presentation, dialog and sheet
    navigator.pop()  // one screen off the active stack: the tab's again
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.selectedTab == .pokedex)
    #expect(navigator.state.stack(at: .tab(.pokedex))?.isEmpty == true)
    #expect(navigator.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 16)])
  }

  @Test func navigateLandsFromAnywhere() {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    navigator.push(.pokemon(id: 25))
    navigator.present(.evolutions(of: 25))
    navigator.navigate(
      to: NavigationTarget(tab: .berries, routes: [.berry(id: 16), .berry(id: 17)]))
    navigator.navigate(to: .presenting(.evolutions(of: 133), style: .fullScreenCover))
    #expect(navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 25)])
    #expect(navigator.state.selectedTab == .berries)
    #expect(
      navigator.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 16), .berry(id: 17)])
    #expect(navigator.state.presentations.map(\.root.route) == [.evolutions(of: 133)])
    #expect(navigator.state.presentations.map(\.style) == [.fullScreenCover])

    let before = navigator.version
    navigator.perform { state in
      state.dismissAll()
      try state.selectTab(.pokedex)
      try state.push(.pokemon(id: 133))
    }
    #expect(navigator.version == before + 1)  // one change
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.selectedTab == .pokedex)
    #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 25), .pokemon(id: 133)])
  }

  /// "Outcomes": the block's status for an applied, a denied and a failed
  /// navigation.
  @Test func outcomesSayWhatHappened() async {
    let open = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    #expect(await Self.status(navigating: open) == "")
    #expect(open.state.activeStack.map(\.route) == [.pokemon(id: 99)])

    let closed = Navigator(
      state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]), guards: [Closed()])
    #expect(await Self.status(navigating: closed) == "Closed for the night.")
    #expect(closed.state.activeStack.isEmpty)

    let berriesOnly = Navigator(state: NavigationState<Pokedex>(tabs: [.berries]))
    let failure = await Self.status(navigating: berriesOnly)
    #expect(failure.contains("pokedex"), "\(failure)")
    #expect(berriesOnly.state.activeStack.isEmpty)
  }

  /// Denies every navigation.
  struct Closed: NavigationGuard {
    func evaluate(_ proposal: NavigationProposal<Pokedex>) -> GuardDecision<Pokedex> {
      .deny(reason: "Closed for the night.")
    }
  }

  private static func status(navigating navigator: Navigator<Pokedex>) async -> String {
    var status = "unchanged"
    let target = NavigationTarget<Pokedex>(tab: .pokedex, routes: [.pokemon(id: 99)])
    switch await navigator.navigate(to: target).outcome {
    case .applied: status = ""
    case .denied(_, let reason), .redirected(_, _, let reason): status = reason
    case .failed(_, let error): status = "\(error)"
    }
    return status
  }

  @Test func returnToAReturnPoint() {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    navigator.push(.pokemon(id: 25), options: EntryOptions(returnPoint: "pokemon"))
    navigator.present(.berry(id: 1))  // the berry chooser, a sheet
    navigator.return(to: "pokemon", with: .berry(id: 7))  // the sheet goes
    // The Pokémon screen, in onAppear:
    let berry = navigator.takeReturnValue(at: "pokemon")  // .berry(id: 7), then nil
    #expect(berry == .berry(id: 7))
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.takeReturnValue(at: "pokemon") == nil)
  }

  @Test func awaitWhatAPresentedScreenReturns() async {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    let picker = Task {
      let picked = await navigator.present(
        .evolutions(of: 133), returning: Pokedex.ReturnValue.self)
      return picked
    }
    while navigator.state.presentations.isEmpty { await Task.yield() }
    let entry = navigator.state.presentations[0].root
    navigator.finish(entry.id, with: .pokemon(id: 134))
    #expect(await picker.value == .pokemon(id: 134))
    #expect(navigator.state.presentations.isEmpty)
  }

  @Test func aSwipeDownReturnsNothing() async {
    let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    let picker = Task {
      await tester.navigator.present(.evolutions(of: 133), returning: Pokedex.ReturnValue.self)
    }
    await tester.expectApplied(arriving: [.evolutions(of: 133)])
    await tester.pullDownSheet()
    await tester.expectApplied(.user, leaving: [.evolutions(of: 133)])
    #expect(await picker.value == nil)
    await tester.expectNoNavigation()
  }

  @Test func guardsOnlyAnswer() async {
    var finished = false
    defer { #expect(finished, "the unsaved-changes block returned early") }
    let session = Session()
    let navigator = Navigator(
      state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]),
      guards: [
        UnsavedChangesGuard(),
        SignInGuard<Pokedex>(
          isProtected: { if case .berry = $0 { true } else { false } },
          isSignedIn: { session.isSignedIn },
          redirect: .present(.signIn)),
        InSeasonGuard { $0 != 16 },
      ])

    navigator.push(.pokemon(id: 25))  // a screen that edits the Pokémon's nickname
    guard let editor = navigator.state.visibleEntry?.id else { return }
    navigator.markUnsaved(editor, reason: "The nickname is not saved.")
    let leaving = await navigator.pop().outcome  // denied: "The nickname is not saved."
    navigator.markSaved(editor)  // once saved, or discarded by the user
    navigator.pop()  // applied
    guard case .denied(_, let reason) = leaving else {
      Issue.record("expected the pop denied, got \(leaving)")
      return
    }
    #expect(reason == "The nickname is not saved.")
    #expect(navigator.state.activeStack.isEmpty)

    // Berries need a signed-in trainer: the sign-in sheet comes up instead.
    navigator.navigate(to: NavigationTarget(tab: .berries, routes: [.berry(id: 7)]))
    session.isSignedIn = true  // the user signed in
    navigator.resumePending()  // the sign-in sheet goes, the berry arrives
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.selectedTab == .berries)
    #expect(navigator.state.activeStack.map(\.route) == [.berry(id: 7)])

    let outOfSeason = await navigator.push(.berry(id: 16)).outcome
    guard case .denied(_, let season) = outOfSeason else {
      Issue.record("expected the out-of-season berry denied, got \(outOfSeason)")
      return
    }
    #expect(season == "Berry #16 is out of season.")
    #expect(navigator.state.activeStack.map(\.route) == [.berry(id: 7)])
    finished = true
  }

  /// "No navigation inside a guard": what a guard asks for waits behind the
  /// navigation it is deciding, and lands after it, a second navigation the
  /// user did not ask for.
  @Test func aGuardThatNavigatesLandsAfterItsDecision() async {
    let wrong = NavigatingGuard()
    let navigator = Navigator(
      state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]), guards: [wrong])
    wrong.navigator = navigator
    let events = navigator.events()
    let push = navigator.push(.berry(id: 7))
    var outcomes: [NavigationOutcome<Pokedex>] = []
    for await event in events {
      outcomes.append(event)
      if outcomes.count == 2 { break }
    }
    guard case .denied = push.settledOutcome, case .denied = outcomes[0],
      case .applied(let late) = outcomes[1]
    else {
      Issue.record("expected the push denied, then the guard's sheet: \(outcomes)")
      return
    }
    #expect(late.arrivingEntries.map(\.route) == [.signIn])
    #expect(navigator.state.presentations.map(\.root.route) == [.signIn])
  }

  /// The wrong way: a guard that presents sign-in itself instead of
  /// answering `.redirect(.present(.signIn), reason:)`.
  final class NavigatingGuard: NavigationGuard {
    weak var navigator: Navigator<Pokedex>?

    func evaluate(_ proposal: NavigationProposal<Pokedex>) -> GuardDecision<Pokedex> {
      guard proposal.arrivingEntries.contains(where: { $0.route == .berry(id: 7) }) else {
        return .allow
      }
      #expect(navigator?.present(.signIn).settledOutcome == nil)  // waits its turn
      return .deny(reason: "Sign in first.")
    }
  }

  /// The guard's `allows(_:)`: a saved out-of-season berry is left out of a
  /// navigator made from it.
  @Test func aGuardAllowsWhatMayStayOnScreen() throws {
    var saved = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    try saved.push(contentsOf: [.berry(id: 15), .berry(id: 16)], in: .tab(.berries))
    let navigator = Navigator(state: saved, guards: [InSeasonGuard { $0 != 16 }])
    #expect(navigator.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 15)])
  }

  // MARK: references/ways-in.md

  @Test func registerResolveAndWriteALink() throws {
    var links = LinkRouter<Pokedex>(schemes: ["pmi"], hosts: ["pmi.example.com"])
    try links.register("berries/:id", waysIn: [.quickAction("berry")]) { parameters in
      NavigationTarget(tab: .berries, routes: [.berry(id: try parameters.int("id"))])
    } reverse: { target in
      guard target.tab == .berries, case .berry(let id)? = target.stack?.last?.route else {
        return nil
      }
      return LinkValues(path: ["id": "\(id)"])
    }

    let ripe = try links.resolve("pmi://berries/16")  // the berry, on the Berries tab
    let same = try links.resolve(.quickAction(type: "berry", values: ["id": "16"]))
    let link = links.link(for: ripe)  // "pmi://berries/16"
    let web = links.link(for: ripe, style: .universalLink)  // "https://pmi.example.com/berries/16"
    #expect(ripe == NavigationTarget(tab: .berries, routes: [.berry(id: 16)]))
    #expect(same == ripe)
    #expect(link == "pmi://berries/16")
    #expect(web == "https://pmi.example.com/berries/16")
  }

  @Test func everyWayInOpensThroughTheTable() async {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    let opened = navigator.events()
    navigator.open("pmi://pokedex/25", with: links)  // a link
    navigator.open(.entity(type: "PokemonEntity", id: "25"), with: links)  // an intent's target
    navigator.open(.notification(category: "berry-ripe", values: ["id": "7"]), with: links)
    var causes: [TransitionCause] = []
    for await event in opened {
      causes.append(event.transition?.cause ?? .app)
      if causes.count == 2 { break }  // the entity lands where the link did: nothing to apply
    }
    #expect(causes == [.deepLink, .deepLink])
    #expect(navigator.state.selectedTab == .berries)
    #expect(navigator.state.activeStack.map(\.route) == [.berry(id: 7)])
    #expect(navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 25)])
  }

  @Test func aBadWayInIsReportedNeverTrapped() {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    var status = ""
    let typed = "pmi://pokedx/25"
    do {
      navigator.navigate(to: try links.resolve(.link(typed)), cause: .deepLink)
    } catch {
      status = "\(error) \(error.recoverySuggestion ?? "")"
    }
    #expect(status.hasSuffix("Did you mean '/pokedex/:id'?"), "\(status)")
    #expect(navigator.state.activeStack.isEmpty)
  }

  @Test func saveAndRestore() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "waypoint-skill-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let stateURL = folder.appending(path: "navigation.json")
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    navigator.push(.pokemon(id: 25))
    navigator.present(.signIn)

    let coder = SnapshotCoder<Pokedex>(
      tabs: [.pokedex, .berries], isRestorable: { $0 != .signIn })
    let file = SnapshotFile(url: stateURL, coder: coder)
    try file.save(navigator.state)

    do {
      let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
      if let restored = try file.load() {  // nil on the first launch
        navigator.restore(restored.state)
        for issue in restored.issues { print("Not restored: \(issue)") }
      }
      #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 25)])
      #expect(navigator.state.presentations.isEmpty)  // the sign-in sheet is not restorable
    }
    try FileManager.default.removeItem(at: stateURL)
    #expect(try file.load() == nil)
  }

  // MARK: references/testing.md

  @Test func gesturesOnASheet() async {
    let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    tester.navigator.present(.evolutions(of: 133))
    await tester.expectApplied(.app, arriving: [.evolutions(of: 133)])
    await tester.tapLink(to: .pokemon(id: 134))  // a WaypointLink on the sheet
    await tester.expectApplied(.user, arriving: [.pokemon(id: 134)])
    await tester.pullDownSheet()
    await tester.expectApplied(.user, leaving: [.evolutions(of: 133), .pokemon(id: 134)])
    #expect(tester.navigator.state.presentations.isEmpty)
    #expect(!tester.canPullDownSheet)
    await tester.expectNoNavigation()
  }

  /// "What a failure prints": the reference shows the messages the tester
  /// reports, word for word.
  @Test func whatAFailurePrints() async throws {
    let reference = try String(
      contentsOf: URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "../../skills/waypoint/references/testing.md"),
      encoding: .utf8)

    let differs = await TestFailure.collecting {
      let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
      tester.navigator.push(.pokemon(id: 25))
      await tester.expectApplied(.user, arriving: [.pokemon(id: 25)])
    }
    #expect(
      differs == [
        """
        The applied navigation differs: cause app, not user.
          It was: app: push entry#1 pokemon(id: 25) on tab(pokedex)
        What the user saw:
          #1 shown tab(pokedex) (app)
          #2 applied app: push entry#1 pokemon(id: 25) on tab(pokedex)
          now at pokedex › pokemon(id: 25)
        """
      ])

    let unasserted = await TestFailure.collecting {
      let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
      tester.navigator.push(.pokemon(id: 25))
      await tester.expectNoNavigation()
    }
    #expect(unasserted.count == 1)
    #expect(
      unasserted.first?.hasPrefix(
        """
        1 navigation(s) were not asserted:
          applied app: push entry#1 pokemon(id: 25) on tab(pokedex)
        """) == true)

    for message in differs + unasserted.map({ $0.components(separatedBy: "\nWhat")[0] }) {
      #expect(reference.contains("```\n" + message + "\n```"), "\(message)")
    }
  }
}

/// Keeps out berries that are out of season: it reads and answers, nothing else.
struct InSeasonGuard: NavigationGuard {
  let inSeason: @MainActor (Int) -> Bool

  func evaluate(_ proposal: NavigationProposal<Pokedex>) -> GuardDecision<Pokedex> {
    for entry in proposal.arrivingEntries {
      if case .berry(let id) = entry.route, !inSeason(id) {
        return .deny(reason: "Berry #\(id) is out of season.")
      }
    }
    return .allow
  }

  func allows(_ entry: NavigationEntry<Pokedex>) -> Bool {
    guard case .berry(let id) = entry.route else { return true }
    return inSeason(id)
  }
}

@MainActor @Test func signInResumesOnTheBerry() async {
  let session = Session()
  let tester = NavigationTester(
    state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]),
    guards: [
      SignInGuard<Pokedex>(
        isProtected: { if case .berry = $0 { true } else { false } },
        isSignedIn: { session.isSignedIn },
        redirect: .present(.signIn))
    ])

  await tester.open("pmi://berries/7", with: links)
  await tester.expectRedirected(arriving: [.signIn])

  session.isSignedIn = true
  tester.navigator.resumePending()
  await tester.expectApplied(arriving: [.berry(id: 7)], leaving: [.signIn])
  #expect(tester.visibleRoute == .berry(id: 7))
  await tester.expectNoNavigation()
}
