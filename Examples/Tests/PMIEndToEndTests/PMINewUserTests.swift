import Foundation
import Testing

/// pmi in a pseudo-terminal as a new user met it (issue 29): each test is a
/// rough edge they found, through the real binary.
@Suite(.serialized) struct PMINewUserTests {
  static let wide = (rows: 40, columns: 160)

  func highlighted(_ screen: [String]) -> String? {
    PTYSession.highlighted(screen)
  }

  /// A state file whose team holds Pikachu.
  static func stateWithPikachu() throws -> URL {
    let state = PMIProcess.stateFile()
    _ = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\ntap 5\nquit\n")
    return state
  }

  // MARK: - Numbers typed or clicked

  /// `g` with a number past Int's range trapped (arithmetic overflow).
  @Test func goToTakesAnyNumber() throws {
    let pmi = try PTYSession.started()
    pmi.send("g-9223372036854775808\r")
    pmi.waitFor("There is no number “-9223372036854775808” on this list.")
    pmi.send("j")
    pmi.waitFor("#002 highlighted") { highlighted($0)?.hasPrefix("▸ #002 Ivysaur") == true }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// A mouse report's coordinates come from the terminal as digits: a row of
  /// Int.max (or Int.min) over a scrolled list trapped.
  @Test func aClickAtAnyCoordinateIsSafe() throws {
    let pmi = try PTYSession.started()
    pmi.send("G")
    pmi.waitFor("the last Pokémon") { highlighted($0)?.hasPrefix("▸ #1025 Pecharunt") == true }
    pmi.send("\u{1B}[<0;10;9223372036854775807M\u{1B}[<0;10;-9223372036854775808Mk")
    pmi.waitFor("#1024 highlighted") { highlighted($0)?.hasPrefix("▸ #1024 Terapagos") == true }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}

