/// The non-empty parts of a range of a link's bytes between separators, in order: the segments of
/// `users//42/` are `users` and `42`.
///
/// A link is read through these ranges, in place: a part becomes text only when something reads it.
struct SeparatedParts: Sequence, IteratorProtocol {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let separator: UInt8
  /// Where the rest begins: the position just past the last part read.
  private(set) var position: Int
  private let end: Int

  init(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, separatedBy separator: UInt8) {
    self.bytes = bytes
    self.separator = separator
    position = range.lowerBound
    end = range.upperBound
  }

  mutating func next() -> Range<Int>? {
    var start = position
    while start < end, bytes[start] == separator { start += 1 }
    guard start < end else {
      position = end
      return nil
    }
    position = start + 1
    while position < end, bytes[position] != separator { position += 1 }
    return start..<position
  }
}
