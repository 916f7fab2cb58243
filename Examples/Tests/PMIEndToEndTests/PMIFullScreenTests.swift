import Foundation
import Testing

/// The real binary in a pseudo-terminal, at the sizes people use: what a
/// user sees and what a burst of keys does.
@Suite(.serialized) struct PMIFullScreenTests {
  static let sizes = [(rows: 12, columns: 40), (rows: 30, columns: 100), (rows: 60, columns: 200)]

  func start(
    rows: Int = 30, columns: Int = 100, state: URL = PMIProcess.stateFile(),
    _ arguments: [String] = [], environment: [String: String] = [:]
  ) throws -> PTYSession {
    try PTYSession.started(
      rows: rows, columns: columns, state: state, arguments, environment: environment)
  }

  func highlighted(_ screen: [String]) -> String? {
    PTYSession.highlighted(screen)
  }

  @Test(arguments: sizes)
  func scrollingKeepsTheHighlightVisible(size: (rows: Int, columns: Int)) throws {
    let pmi = try start(rows: size.rows, columns: size.columns)
    pmi.send(String(repeating: "j", count: 70))
    pmi.waitFor("#071 highlighted") { highlighted($0)?.hasPrefix("▸ #071 Victreebel") == true }
    pmi.send("\u{1B}[6~")  // PgDn
    // A page is the window's body less one row of overlap.
    let paged = "▸ #" + String(format: "%03d", 71 + size.rows - 6)
    pmi.waitFor("a page further") { highlighted($0)?.hasPrefix(paged) == true }
    pmi.send("\u{1B}[F")  // End
    pmi.waitFor("the last Pokémon") { highlighted($0)?.hasPrefix("▸ #1025 Pecharunt") == true }
    #expect(pmi.screen.count == size.rows)
    #expect(pmi.screen.last?.contains("q quit") == true, "the key hints stay on the last row")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test(arguments: sizes)
  func searchFindsPikachuAndOpensIt(size: (rows: Int, columns: Int)) throws {
    let pmi = try start(rows: size.rows, columns: size.columns)
    pmi.send("/pika")
    pmi.waitFor("Pikachu alone") { highlighted($0)?.hasPrefix("▸ #025 Pikachu") == true }
    pmi.send("\r\r")
    pmi.waitFor("Pokédex › #025 Pikachu")
    pmi.send("\u{7F}")  // Backspace: back to the list, Pikachu still highlighted
    pmi.waitFor("Pikachu highlighted again") {
      highlighted($0)?.hasPrefix("▸ #025 Pikachu") == true
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// Keys of one burst do what they say, every sequence sent whole.
  ///
  /// How a sequence cut across reads is put together again is the
  /// decoder's, tested at every cut without a clock (KeyDecoderTests,
  /// TerminalStringTests). Writing `ESC [` and `B` 5 ms apart here made the
  /// test fail whenever the machine paused the test longer than pmi waits
  /// for the rest of a sequence.
  @Test func aBurstOfKeysDoesWhatItSays() throws {
    let pmi = try start()
    // Ten downs in one write, arrows among letters, Shift+Down (which once
    // switched tabs), an invalid byte, and one up: the 10th row.
    var burst = Array("jjjj\u{1B}[B\u{1B}[B\u{1B}[1;2Bj".utf8) + [0xFF]
    burst += Array("\u{1B}[B\u{1B}[Bk".utf8)
    pmi.send(bytes: burst)
    pmi.waitFor("#010 highlighted") { highlighted($0)?.hasPrefix("▸ #010 Caterpie") == true }
    #expect(pmi.screen.first?.hasPrefix("[1 Pokédex]") == true)
    pmi.send("\u{1B}[B")
    pmi.waitFor("#011 highlighted") { highlighted($0)?.hasPrefix("▸ #011 Metapod") == true }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  #if os(Linux)
    /// Pasted keys run as one batch: a few frames and one save, not one of
    /// each per key (which once made 10 KB of keys take 12 s to drain).
    ///
    /// The keys open a Pokémon and go back 100 times, so each changes what is
    /// saved.
    @Test func aBurstOfKeysIsDrawnAndSavedAsABatch() throws {
      let state = PMIProcess.stateFile()
      try FileManager.default.createDirectory(
        at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
      let watcher = try SaveWatcher(state)
      let pmi = try start(state: state)
      let launchSaves = watcher.saves()
      let before = pmi.output.count
      pmi.send(String(repeating: "\r\u{7F}", count: 100) + "jjj\r")
      pmi.waitFor("Pokédex › #004 Charmander")
      let saves = watcher.saves(atLeast: launchSaves + 1) - launchSaves
      let drawn = String(decoding: pmi.output[before...], as: UTF8.self)
      let frames = drawn.components(separatedBy: "Pokédex › #001").count - 1
      #expect((1...3).contains(saves), "saves for 204 keys")
      #expect(frames <= 20, "frames that showed Bulbasaur for 100 openings")
      pmi.send("q")
      #expect(pmi.waitForExit() == 0)
    }
  #endif

  @Test func backShowsTheRowLeftAndARelaunchRestoresItExactly() throws {
    let state = PMIProcess.stateFile()
    var pmi = try start(state: state)
    pmi.send("g64\r")
    pmi.waitFor("#064 highlighted") { highlighted($0)?.hasPrefix("▸ #064 Kadabra") == true }
    pmi.send("\r")
    pmi.waitFor("Pokédex › #064 Kadabra")
    pmi.send("jj\r")  // the third choice: Evolves from #063 Abra
    pmi.waitFor("Pokédex › #064 Kadabra › #063 Abra")
    pmi.send("\u{7F}")
    pmi.waitFor("Kadabra's third choice after Back") {
      highlighted($0)?.hasPrefix("▸ Evolves from #063 Abra") == true
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
    pmi = try start(state: state)
    pmi.waitFor("the relaunch on Kadabra's third choice") {
      highlighted($0)?.hasPrefix("▸ Evolves from #063 Abra") == true
    }
    pmi.send("\u{1B}")
    pmi.waitFor("#064 highlighted after the relaunch, not #061") {
      highlighted($0)?.hasPrefix("▸ #064 Kadabra") == true
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test(arguments: sizes)
  func aLongBackHistoryShowsTheScreensAroundTheCurrentOne(size: (rows: Int, columns: Int)) throws {
    let state = PMIProcess.stateFile()
    let steps = "open pmi://pokedex/1\ntap 1\n" + String(repeating: "tap 2\n", count: 26)
    _ = try PMIProcess.run(["--state-file", state.path], input: steps + "quit\n")
    let pmi = try start(rows: size.rows, columns: size.columns, state: state)
    pmi.waitFor("#028 Sandslash")
    // Cut in the middle: the tab and the screen on display stay.
    #expect(
      pmi.screen[1].hasPrefix("Pokédex › … › ") && pmi.screen[1].hasSuffix(" › #028 Sandslash"))
    pmi.send("b")
    pmi.waitFor("the history around here") {
      $0.contains { $0.hasPrefix("▸ 27. #027 Sandshrew") }
        && $0.contains { $0.hasSuffix("28. #028 Sandslash  (here)") }
    }
    pmi.send("\r")
    pmi.waitFor("#027 Sandshrew on display") { $0[1].hasSuffix("› #027 Sandshrew") }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// `t` shows what the user saw: each screen a frame showed, and each
  /// navigation, with who caused it; `t` again, or Esc, closes it.
  @Test func theTimelineListsTheScreensShownAndWhoCausedThem() throws {
    let pmi = try start()
    pmi.waitFor("#001 highlighted") { highlighted($0)?.hasPrefix("▸ #001 Bulbasaur") == true }
    pmi.send("\r")
    pmi.waitFor("Pokédex › #001 Bulbasaur")
    pmi.send("opmi://berries/16\r")
    pmi.waitFor("Berries › ")
    pmi.send("t")
    pmi.waitFor("Timeline — ↑↓ scroll, t or Esc closes")
    let body = pmi.screen.dropFirst(3).prefix { !$0.isEmpty }
    // pmi's keys navigate as the app; the link as a deep link. The fresh
    // session's restoration changed nothing, so it is not listed.
    #expect(
      Array(body) == [
        "  #1 shown the list on Pokédex, by app",
        "  #2 applied app: push entry#1 pokemon(1) on tab(pokedex)",
        "  #3 shown #001 Bulbasaur on Pokédex, by app",
        "  #4 applied deepLink: select tab berries (was pokedex); push entry#2 berry(16) on tab(berries)",
        "  #5 shown No. 16 Razz Berry on Berries, by deepLink",
        "  now at Berries › No. 16 Razz Berry",
      ])
    pmi.send("t")
    pmi.waitFor("the berry again") { !$0.contains { $0.hasPrefix("Timeline") } }
    pmi.send("t")
    pmi.waitFor("Timeline — ↑↓ scroll, t or Esc closes")
    pmi.send("\u{1B}")
    pmi.waitFor("the berry once more") { !$0.contains { $0.hasPrefix("Timeline") } }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test func aHostileLinksTextIsShownSafelyInTheStatusLine() throws {
    let pmi = try start()
    pmi.send("o")
    pmi.waitFor("Open link:")
    // Pasted raw, a C1 control (CSI as UTF-8) and a right-to-left override
    // never reach the field: a paste's controls are dropped.
    pmi.send("\u{1B}[200~pmi://pokedex/\u{9B}2J\u{202E}x\u{1B}[201~")
    pmi.waitFor("Open link: pmi://pokedex/2Jx▏")
    // Percent-encoded, they reach the link, and its error. (Typed raw, a C1
    // CSI is the start of a sequence, which the decoder drops.)
    pmi.send("\u{15}pmi://pokedex/%C2%9B2J%E2%80%AEx\r")
    pmi.waitFor("the router's refusal") { $0.contains { $0.contains("Parameter 'id'") } }
    let output = String(decoding: pmi.output, as: UTF8.self)
    #expect(!output.contains("\u{9B}") && !output.contains("\u{202E}"))
    // The library's message escapes the controls before pmi sees them.
    #expect(pmi.screen.contains { $0.contains(#"'\u{9B}2J\u{202E}x'"#) })
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test func closingTheTerminalSavesAndExitsWithoutATrap() throws {
    let state = PMIProcess.stateFile()
    let pmi = try start(state: state)
    pmi.send("/pika\r\r")
    pmi.waitFor("Pokédex › #025 Pikachu")
    pmi.hangUp()  // the window closes: writes now fail with EIO
    kill(pmi.process.processIdentifier, SIGHUP)
    #expect(pmi.waitForExit() == 0)
    #expect(pmi.process.terminationReason == .exit, "no trap, no signal death")
    let after = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
    #expect(after.output.contains("Pokédex › #025 Pikachu"))
  }

  @Test func suspendingHandsTheTerminalBackAndContinuingTakesItAgain() throws {
    let pmi = try start()
    #expect(pmi.settings.c_lflag & tcflag_t(ICANON) == 0, "raw mode while running")
    kill(pmi.process.processIdentifier, SIGTSTP)
    let deadline = Date().addingTimeInterval(PTYSession.patience)
    while pmi.settings.c_lflag & tcflag_t(ICANON) == 0, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(pmi.settings.c_lflag & tcflag_t(ICANON) != 0, "the shell gets its terminal back")
    kill(pmi.process.processIdentifier, SIGCONT)
    while pmi.settings.c_lflag & tcflag_t(ICANON) != 0, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    pmi.send("j")
    pmi.waitFor("#002 highlighted after fg") { highlighted($0)?.hasPrefix("▸ #002") == true }
    #expect(pmi.settings.c_lflag & tcflag_t(ICANON) == 0, "raw mode again")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test func mouseClicksAndTheWheel() throws {
    let pmi = try start()
    pmi.send("\u{1B}[<65;10;10M\u{1B}[<65;10;10M")  // the wheel, twice: six rows down
    pmi.waitFor("#007 highlighted") { highlighted($0)?.hasPrefix("▸ #007 Squirtle") == true }
    pmi.send("\u{1B}[<0;10;5M\u{1B}[<0;10;5m")  // a click on the second row: #002
    pmi.waitFor("#002 highlighted") { highlighted($0)?.hasPrefix("▸ #002 Ivysaur") == true }
    pmi.send("\u{1B}[<0;10;5M\u{1B}[<0;10;5m")  // again on the highlighted row: it opens
    pmi.waitFor("Pokédex › #002 Ivysaur")
    pmi.send("\u{1B}[<0;16;1M")  // the tab bar: " 2 Berries " starts at column 13
    pmi.waitFor("[2 Berries]")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test func aWindowTooSmallSaysSoAndRecovers() throws {
    let pmi = try start(rows: 12, columns: 40)
    pmi.resize(rows: 6, columns: 20)
    pmi.waitFor("Window too small")
    pmi.resize(rows: 12, columns: 40)
    pmi.waitFor("q quit")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test func colourCarriesMeaningAndNoColorTurnsItOff() throws {
    let coloured = try start()
    coloured.send("q")
    _ = coloured.waitForExit()
    #expect(String(decoding: coloured.output, as: UTF8.self).contains("\u{1B}[38;5;"))
    let plain = try start(environment: ["NO_COLOR": "1"])
    plain.send("q")
    _ = plain.waitForExit()
    let text = String(decoding: plain.output, as: UTF8.self)
    #expect(!text.contains("\u{1B}[38;5;") && !text.contains("\u{1B}[48;5;"))
    #expect(plain.screen.contains { $0.hasPrefix("▸ #001 Bulbasaur") }, "the marker still shows")
  }

  @Test func signingOutLeavesTheProfileAndARelaunchDoesNotBringItBack() throws {
    let state = PMIProcess.stateFile()
    var pmi = try start(state: state)
    pmi.send("4j\r")  // Settings, Sign in
    pmi.waitFor("Sign in as Red")
    pmi.send("\r")
    pmi.waitFor("Signed in: yes, as Red")
    pmi.send("k\r")  // Trainer profile
    pmi.waitFor("Settings › Trainer profile")
    pmi.send("\r")  // Sign out
    pmi.waitFor("Signed out.")
    pmi.waitFor("Signed in: no")
    pmi.send("j")  // a message is said once: the next key clears it, the hints stay
    pmi.waitFor("the message gone") { !$0.contains { $0.contains("Signed out.") } }
    #expect(pmi.screen.last?.hasPrefix("↑↓ move") == true)
    #expect(!pmi.screen.contains { $0.contains("Trainer profile ›") || $0 == "Trainer profile" })
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
    pmi = try start(state: state)
    pmi.waitFor("Signed in: no")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}
