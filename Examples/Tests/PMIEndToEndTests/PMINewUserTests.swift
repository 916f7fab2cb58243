import Foundation
import Testing

/// pmi in a pseudo-terminal as a new user met it (issue 29): each test is a
/// rough edge they found, through the real binary.
@Suite(.serialized) struct PMINewUserTests {
  func highlighted(_ screen: [String]) -> String? {
    PTYSession.highlighted(screen)
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
}
