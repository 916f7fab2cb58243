import Testing

@testable import PMITerminal

/// Late answers from the terminal and pastes: whatever they hold and however
/// they are cut, none of their bytes is ever a key.
@Suite struct TerminalStringTests {
  /// The keys `bytes` decode to read whole, byte by byte, and cut in two at
  /// every place, which must all agree.
  func keys(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> [Key] {
    var whole = KeyDecoder()
    let expected = whole.decode(bytes) + whole.flush()
    var single = KeyDecoder()
    let byByte = bytes.flatMap { single.decode([$0]) } + single.flush()
    #expect(byByte == expected, "byte by byte", sourceLocation: sourceLocation)
    for cut in 0...bytes.count {
      var decoder = KeyDecoder()
      let split = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...]) + decoder.flush()
      #expect(split == expected, "cut at \(cut)", sourceLocation: sourceLocation)
    }
    return expected
  }

  func keys(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Key] {
    keys(Array(text.utf8), sourceLocation: sourceLocation)
  }

  /// The replies a terminal sends late, each between two keys.
  @Test(arguments: [
    // XTVERSION, the reply that once moved pmi from Pikachu to the Team tab.
    "\u{1B}P>|XTerm(390)\u{1B}\\",
    "\u{1B}P>|tmux 3.3a\u{1B}\\",
    // Colours (OSC 10/11), ended by BEL or by ST.
    "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}",
    "\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\",
    // A title with UTF-8 in it: its continuation bytes are not 8-bit controls.
    "\u{1B}]l#025 Pikachu ⚡ Pokédex 3\u{1B}\\",
    // A graphics reply (APC), a privacy message (PM), a start of string (SOS).
    "\u{1B}_Gi=31;OK\u{1B}\\",
    "\u{1B}^privacy 1 2 3\u{1B}\\",
    "\u{1B}Xstart of string 4\u{1B}\\",
    // The 8-bit C1 forms, written in UTF-8: OSC … ST, DCS … ST, APC … BEL.
    "\u{9D}11;rgb:0/0/0\u{9C}",
    "\u{90}>|XTerm(390)\u{9C}",
    "\u{9F}Gi=1;OK\u{07}",
    // Cancelled by CAN or SUB.
    "\u{1B}P1$r0m\u{18}",
    "\u{1B}]52;c;MTIz\u{1A}",
  ])
  func aLateReplyIsDroppedWholeHoweverItIsCut(reply: String) {
    #expect(keys("j" + reply + "k") == [.character("j"), .character("k")])
  }

  @Test func rawEightBitIntroducersAndTerminatorsToo() {
    // OSC as the byte 0x9D, ST as 0x9C; then DCS 0x90 ended by BEL.
    let reply: [UInt8] = [0x9D] + Array("11;rgb:0/0/0".utf8) + [0x9C] + [0x90, 0x31, 0x32, 0x07]
    #expect(keys(Array("j".utf8) + reply + Array("k".utf8)) == [.character("j"), .character("k")])
  }

  @Test func anEscapeInsideAStringEndsItAndStartsWhatFollows() {
    // A reply cut off by the next key's sequence: the arrow still counts.
    #expect(keys("\u{1B}]11;rgb:0/0\u{1B}[Bq") == [.down, .character("q")])
  }

  @Test func anUnendedStringIsDroppedAfterThePauseAndKeysFollow() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}P>|XTerm(390)".utf8)) == [])
    #expect(decoder.wait == .restOfSequence)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(Array("3".utf8)) == [.character("3")])
  }

  @Test func aLongStringIsNotKeptInMemory() {
    var decoder = KeyDecoder()
    _ = decoder.decode(Array("\u{1B}]52;c;".utf8))
    for _ in 0..<1_000 { #expect(decoder.decode(Array(repeating: 0x41, count: 1_000)) == []) }
    #expect(decoder.pending.count < 8)
    #expect(decoder.decode(Array("\u{07}q".utf8)) == [.character("q")])
  }

  @Test func eightBitCSIAndSS3AreSequencesToo() {
    #expect(keys("\u{9B}B\u{8F}A\u{9B}1;2Bj") == [.down, .up, .down, .character("j")])
    #expect(keys([0x9B, 0x42, 0x8F, 0x41]) == [.down, .up])
  }

  @Test func otherC1ControlsMeanNothing() {
    #expect(keys("a\u{85}\u{84}b") == [.character("a"), .character("b")])
  }

  @Test func theWaitSaysHowLongAPauseMustBe() {
    var decoder = KeyDecoder()
    #expect(decoder.wait == .nothing)
    _ = decoder.decode([0x1B])
    #expect(decoder.wait == .escapeKey)
    _ = decoder.decode(Array("[1;".utf8))
    #expect(decoder.wait == .restOfSequence)
    _ = decoder.decode(Array("2B".utf8))
    #expect(decoder.wait == .nothing)
  }

  // MARK: - Bracketed paste

  @Test func aPasteIsOneKeyOfText() {
    #expect(
      keys("j\u{1B}[200~3\rj\ry\u{1B}[201~k")
        == [.character("j"), .paste("3\rj\ry"), .character("k")])
  }

  @Test func aPasteHoldsEscapesAndLookalikesOfItsEndAsText() {
    #expect(keys("\u{1B}[200~a\u{1B}[B\u{1B}[201x\u{1B}[201~") == [.paste("a\u{1B}[B\u{1B}[201x")])
  }

  @Test func aPasteIsCutAtItsLimit() {
    let big = String(repeating: "x", count: KeyDecoder.pasteLimit + 5_000)
    var decoder = KeyDecoder()
    let pasted = decoder.decode(Array("\u{1B}[200~\(big)\u{1B}[201~q".utf8))
    #expect(
      pasted == [.paste(String(repeating: "x", count: KeyDecoder.pasteLimit)), .character("q")])
  }

  @Test func aPasteWhoseEndNeverComesIsStillAPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~3\ry".utf8)) == [])
    #expect(decoder.flush() == [.paste("3\ry")])
  }

  @Test func anEmptyPasteIsNothing() {
    #expect(keys("\u{1B}[200~\u{1B}[201~q") == [.character("q")])
  }
}
