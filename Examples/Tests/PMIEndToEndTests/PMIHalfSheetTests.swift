import Foundation
import Testing

/// The quick look, in the real binary on a pseudo-terminal.
///
/// A Pokémon in a sheet at the medium detent, drawn over the lower half with
/// the list beneath still in sight. Each step waits for what the screen
/// shows, never for a time.
@Suite(.serialized) struct PMIHalfSheetTests {
  /// The row of the sheet's grabber line, when a half sheet is drawn.
  static func grabber(_ screen: [String]) -> Int? {
    screen.firstIndex { $0.contains("── Quick look") }
  }

  /// Whether the screen shows the list above the grabber, near the middle,
  /// and Pikachu's sheet below it.
  static func showsHalfSheet(_ screen: [String]) -> Bool {
    guard let row = grabber(screen) else { return false }
    return row >= screen.count / 3 && row <= screen.count * 2 / 3
      && screen[..<row].contains { $0.contains("#001 Bulbasaur") }
      && screen[(row + 1)...].contains { $0.contains("Pikachu") }
  }

  @Test func aQuickLookRestsAtHalfHeightIsDraggedAndComesBackAfterARelaunch() throws {
    let state = PMIProcess.stateFile()
    var pmi = try PTYSession.started(rows: 30, columns: 100, state: state, [])
    pmi.send("g25\r")
    pmi.waitFor("#025 highlighted") {
      PTYSession.highlighted($0)?.hasPrefix("▸ #025 Pikachu") == true
    }
    pmi.send("i")
    pmi.waitFor("Pikachu's quick look over the lower half", Self.showsHalfSheet)
    pmi.send("i")  // dragged up: the sheet takes the whole body
    pmi.waitFor("the sheet at full height") { screen in
      Self.grabber(screen) == nil && !screen.contains { $0.contains("#001 Bulbasaur") }
        && screen.contains { $0.contains("Pikachu") }
    }
    pmi.send("i")  // and down again
    pmi.waitFor("the half sheet again", Self.showsHalfSheet)
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)

    pmi = try PTYSession.started(rows: 30, columns: 100, state: state, [])
    pmi.waitFor("the half sheet after the relaunch", Self.showsHalfSheet)
    pmi.send("\u{7F}")  // Back closes the sheet
    pmi.waitFor("the list, Pikachu highlighted") { screen in
      Self.grabber(screen) == nil
        && PTYSession.highlighted(screen)?.hasPrefix("▸ #025 Pikachu") == true
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}
