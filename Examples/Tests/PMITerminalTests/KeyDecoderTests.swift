import Testing

@testable import PMITerminal

/// Input as terminals really send it: in pieces, with modifiers, with junk.
@Suite struct KeyDecoderTests {
  func decode(_ pieces: [String]) -> [Key] {
    decode(bytes: pieces.map { Array($0.utf8) })
  }

  func decode(bytes pieces: [[UInt8]]) -> [Key] {
    var decoder = KeyDecoder()
    return pieces.flatMap { decoder.decode($0) } + decoder.flush()
  }

  @Test func arrowsAndKeysOfOneRead() {
    #expect(
      decode(["\u{1B}[A\u{1B}[Bj\r\u{7F}\t\u{1B}[Z"])
        == [.up, .down, .character("j"), .enter, .backspace, .tab, .backTab])
  }

  @Test func aSequenceSplitAcrossReadsIsOneKey() {
    #expect(decode(["\u{1B}[B\u{1B}", "[B\u{1B}[", "B"]) == [.down, .down, .down])
    #expect(decode(["\u{1B}", "O", "A"]) == [.up])
  }

  @Test func aLoneEscapeIsEscapeOnlyAfterThePause() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}".utf8)) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.escape])
    #expect(decode(["\u{1B}j"]) == [.escape, .character("j")])
  }

  @Test func modifiedArrowsAreTheArrowNotDigits() {
    // Shift+Down used to leave ";2B" behind, and the 2 switched tabs.
    #expect(decode(["\u{1B}[1;2B\u{1B}[1;5C"]) == [.down, .right])
  }

  @Test func pagingKeys() {
    #expect(
      decode(["\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~"])
        == [.pageUp, .pageDown, .home, .end, .home, .end, .delete])
  }

  @Test func unknownSequencesAreDroppedWhole() {
    #expect(
      decode(["\u{1B}[15;3~x\u{1B}[?1;2cy\u{1B}[201~z"]) == ["x", "y", "z"].map(Key.character))
    #expect(decode(["\u{1B}[Mabcq"]) == [.character("q")])  // an X10 mouse report
  }

  @Test func anUnfinishedSequenceIsDroppedAfterThePause() {
    #expect(decode(["\u{1B}[1;"]) == [])
  }

  @Test func anInvalidByteDropsItselfOnly() {
    // 0xFF once swallowed the next three bytes as if it began a character.
    #expect(decode(bytes: [[0xFF, 0x6A, 0x6B, 0x6C]]) == ["j", "k", "l"].map(Key.character))
    #expect(decode(bytes: [[0xC3, 0x6A]]) == [.character("j")])
    #expect(decode(bytes: [[0xC3], [0xA9]]) == [.character("é")])
  }

  @Test func utf8SplitAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("é".utf8)
    #expect(decoder.decode(bytes[0..<1]) == [])
    #expect(decoder.decode(bytes[1...]) == [.character("é")])
  }

  @Test func controlKeysAreNamedByTheirLetter() {
    #expect(decode(["\u{03}\u{15}\u{1A}"]) == [.control("c"), .control("u"), .control("z")])
  }

  @Test func pastedLineEndsAreOneEnterEach() {
    #expect(decode(["a\r\nb\n"]) == [.character("a"), .enter, .character("b"), .enter])
  }

  @Test func sgrMouseReports() {
    #expect(
      decode(["\u{1B}[<0;12;5M\u{1B}[<0;12;5m\u{1B}[<64;3;4M\u{1B}[<65;3;4M\u{1B}[<35;1;1M"])
        == [
          .mouse(MouseEvent(.press, column: 12, row: 5)),
          .mouse(MouseEvent(.release, column: 12, row: 5)),
          .mouse(MouseEvent(.wheelUp, column: 3, row: 4)),
          .mouse(MouseEvent(.wheelDown, column: 3, row: 4)),
        ])
  }

  /// Coordinates no window has (a terminal's size is at most 65,535 cells
  /// a side) make no mouse report: Int.max and Int.min trapped in pmi's
  /// arithmetic on them.
  @Test func mouseCoordinatesOutsideAnyWindowAreDropped() {
    #expect(
      decode([
        "\u{1B}[<0;9223372036854775807;5M\u{1B}[<0;5;-9223372036854775808Mq",
        "\u{1B}[<0;65536;1M\u{1B}[<0;65535;65535M",
      ]) == [.character("q"), .mouse(MouseEvent(.press, column: 65535, row: 65535))])
  }

  @Test func aBurstOfTenThousandArrowsInAnyPiecesIsTenThousandArrows() {
    let bytes = Array(String(repeating: "\u{1B}[B", count: 10_000).utf8)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    var offset = 0
    var size = 1
    while offset < bytes.count {
      let end = min(bytes.count, offset + size)
      keys += decoder.decode(bytes[offset..<end])
      offset = end
      size = size % 7 + 1
    }
    #expect(keys.count == 10_000 && keys.allSatisfy { $0 == .down })
  }
}
