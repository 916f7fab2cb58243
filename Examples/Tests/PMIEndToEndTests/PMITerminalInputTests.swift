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

  @Test func bracketedPasteIsTurnedOnAndOffAgain() throws {
    let pmi = try PTYSession.started()
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
    let output = String(decoding: pmi.output, as: UTF8.self)
    #expect(
      output.contains("\u{1B}[?2004h")
        && output.hasSuffix("\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"))
  }

  /// Pasted outside a field, `3⏎j⏎y` is ignored.
  ///
  /// It once opened the Team tab, the first member, Release, and said yes.
  @Test func aPastedConfirmationReleasesNothing() throws {
    let state = PMIProcess.stateFile()
    _ = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\ntap 5\nquit\n")
    let pmi = try PTYSession.started(state: state)
    pmi.waitFor("Team 1/6")
    pmi.send("\u{1B}[200~3\rj\ry\u{1B}[201~")
    pmi.waitFor("Pasted text goes into a field")
    #expect(pmi.screen[0].hasSuffix("Team 1/6"))
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
    let after = try PMIProcess.run(["--state-file", state.path], input: "tab team\nquit\n")
    #expect(after.output.contains("1. #025 Pikachu"))
  }

  /// A link pasted with its newline waits for Enter, and a `q` typed after
  /// it is text.
  ///
  /// The newline once opened the link and the `q` quit.
  @Test func aPastedLinkWaitsForEnter() throws {
    let pmi = try PTYSession.started()
    pmi.send("o")
    pmi.waitFor("Open link:")
    pmi.send("\u{1B}[200~pmi://pokedex/25\n\u{1B}[201~q")
    pmi.waitFor("Open link: pmi://pokedex/25q▏")
    #expect(pmi.process.isRunning)
    pmi.send("\u{7F}\r")
    pmi.waitFor("Pokédex › #025 Pikachu")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// 8 MB of keys cost little memory, and a hang-up ends pmi at once.
  ///
  /// They once took pmi to 280 MB and kept it busy for minutes after the
  /// window closed. Now the keys beyond the queue's bound are dropped, and
  /// said so, and a hang-up goes before any keys still waiting.
  #if os(Linux)
    @Test func aFloodOfKeysIsBoundedAndAHangUpEndsItAtOnce() throws {
      let state = PMIProcess.stateFile()
      let pmi = try PTYSession.started(state: state)
      // Each pair opens a Pokémon and goes back: the slowest keys there are.
      let flood = Array(String(repeating: "\r\u{7F}", count: 4_000_000).utf8)
      for start in stride(from: 0, to: flood.count, by: 65_536) {
        pmi.send(bytes: Array(flood[start..<min(start + 65_536, flood.count)]))
      }
      pmi.waitFor("keys dropped") { $0.contains { $0.contains("keys dropped") } }
      let peak = try #require(pmi.peakMemory)
      // Under AddressSanitizer (scripts/sanitize sets ASAN_OPTIONS) most of
      // the process's memory is the sanitizer's: shadow memory, and up to
      // 256 MB of freed blocks held in quarantine. The bound is the plain
      // binary's; the hang-up below is checked under both.
      if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil {
        #expect(peak < 100_000, "peak memory in kB after 8 MB of keys")
      }
      pmi.hangUp()
      kill(pmi.process.processIdentifier, SIGHUP)
      #expect(pmi.waitForExit() == 0, "exits without working through the backlog")
      let after = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
      #expect(after.status == 0 && after.output.hasPrefix("[1 Pokédex]"))
    }
  #endif
}
