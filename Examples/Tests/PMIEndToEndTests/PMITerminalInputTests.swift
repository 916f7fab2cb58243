import Foundation
import Testing

/// What reaches pmi's keyboard besides keys, through the real binary in a
/// pseudo-terminal: the terminal's late replies, pastes, floods and hang-ups.
@Suite(.serialized) struct PMITerminalInputTests {
  func highlighted(_ screen: [String]) -> String? {
    PTYSession.highlighted(screen)
  }

  /// Every kind of late reply, 7-bit and 8-bit, then one `j`: only the `j`
  /// moves anything.
  ///
  /// An XTVERSION reply (`ESC P >|XTerm(390) ESC \`) was read as Escape
  /// (back to the list), then `3` (the Team tab).
  @Test func lateTerminalRepliesAreNotKeys() throws {
    let pmi = try PTYSession.started(["open", "pmi://pokedex/25"])
    pmi.waitFor("Pokédex › #025 Pikachu")
    var replies = Array("\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}".utf8)
    replies += Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}^1 2\u{1B}\\\u{1B}X3 4\u{1B}\\".utf8)
    replies += [0x90] + Array(">|4".utf8) + [0x9C] + [0x9D] + Array("2;x".utf8) + [0x07]
    replies += Array("\u{90}>|XTerm(390)\u{9C}".utf8)
    pmi.send(bytes: replies + Array("j".utf8))
    pmi.waitFor("the second choice highlighted") {
      highlighted($0)?.hasPrefix("▸ → #026 Raichu") == true
    }
    #expect(pmi.screen[0].hasPrefix("[1 Pokédex]"))
    #expect(pmi.screen[1] == "Pokédex › #025 Pikachu")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}
