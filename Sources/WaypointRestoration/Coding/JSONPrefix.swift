/// The readable part of a JSON document that is cut short or damaged.
///
/// A scan finds the first byte that cannot continue a JSON document (the end of the data, for a
/// file cut short), keeps what precedes it up to the last complete value, and closes the arrays and
/// objects still open there: `{"a":[1,{"b":"x` becomes `{"a":[1,{}]}`. A value is complete only
/// once its end is certain, so a number or a string cut in the middle is never kept shortened.
/// Objects nested deep enough are kept whole or not at all: with `wholeDepth` 1, that is
/// `{"a":[1]}`.
///
/// A value nested deeper than ``maximumDepth``, which `JSONDecoder` refuses whole, is not damage:
/// the outermost object around it that is kept whole or not at all (else the container at
/// `wholeDepth`) reads as `null`, and the scan goes on after it, so that what follows is read and a
/// reader counts what that one part lost.
struct JSONPrefix {
  /// How deep the scan follows nesting: deeper is left out, since `JSONDecoder` refuses deep
  /// nesting and no snapshot nests this deep.
  static var maximumDepth: Int { 256 }

  /// The document closed after its readable prefix, with what nests too deep left out, and where it
  /// is damaged.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - wholeDepth: How many containers enclose the shallowest objects that are kept whole or not
  ///     at all, because a part of one may read as another value.
  /// - Returns: The closed prefix and the offset of the first byte that cannot be read (`nil` when
  ///   every byte can); `nil` when nothing can.
  static func readable(in bytes: [UInt8], wholeDepth: Int) -> (json: [UInt8], damage: Int?)? {
    var scan = JSONPrefix(bytes: bytes, wholeDepth: wholeDepth)
    let damage = scan.run()
    var (end, depth) = scan.kept
    let open = scan.open.prefix(depth)
    let partial = Self.outermostWholeObject(in: open, wholeDepth: wholeDepth)
    if let partial { (end, depth) = open[partial].keptBefore }
    guard end > 0 else { return nil }
    var json: [UInt8] = []
    var copied = 0
    for elided in scan.elided where elided.upperBound <= end {
      json += bytes[copied..<elided.lowerBound] + Array("null".utf8)
      copied = elided.upperBound
    }
    json += bytes[copied..<end]
    json += open.prefix(depth).reversed().map { UInt8(ascii: $0.isObject ? "}" : "]") }
    return (json, damage)
  }

  /// An open array or object, where it opens, and the readable prefix before it.
  private struct Container {
    let isObject: Bool
    let start: Int
    let keptBefore: (end: Int, depth: Int)
  }

  /// What the next byte that is not white space may be.
  private enum Expected {
    /// A value, or `]` right after `[`.
    case value(orClose: Bool)
    /// A key, or `}` right after `{`.
    case key(orClose: Bool)
    case colon
    /// `,` or the close of the innermost container.
    case separator
    /// Nothing: the document is whole.
    case end
  }

  private let bytes: [UInt8]
  private let wholeDepth: Int
  private var open: [Container] = []
  /// The containers read as `null`, because they hold a value nested too deep, in document order.
  private var elided: [Range<Int>] = []
  private var expected = Expected.value(orClose: false)
  /// The end of the readable prefix (a value just completed, or a container just opened) and how
  /// many containers are open there.
  ///
  /// No container below that depth closes without moving it, so those open there are
  /// `open.prefix(depth)`.
  private var kept = (end: 0, depth: 0)
  /// Where a token that cannot be read went wrong, when not at its start: the end of the data
  /// inside it, or a byte a string cannot hold.
  private var damage: Int?

  /// Scans to the first byte that cannot continue the document, and returns its offset; `nil` when
  /// the document is whole.
  private mutating func run() -> Int? {
    var index = 0
    while index < bytes.count {
      if Self.isSpace(bytes[index]) {
        index += 1
      } else if let next = step(at: index) {
        index = next
      } else {
        return damage ?? index
      }
    }
    if case .end = expected { return nil }
    return bytes.count
  }

  /// Reads the token at `index`; the offset after it, or `nil` when the document cannot continue
  /// with it.
  private mutating func step(at index: Int) -> Int? {
    let inObject = open.last?.isObject == true
    switch (expected, Unicode.Scalar(bytes[index])) {
    case (.value(true), "]"), (.key(true), "}"),
      (.separator, "]") where !inObject,
      (.separator, "}") where inObject:
      open.removeLast()
      return completeValue(at: index + 1)
    case (.separator, ","):
      expected = inObject ? .key(orClose: false) : .value(orClose: false)
      return index + 1
    case (.colon, ":"):
      expected = .value(orClose: false)
      return index + 1
    case (.key, "\""):
      expected = .colon
      return stringEnd(from: index)
    case (.value, "{"), (.value, "["):
      guard open.count < Self.maximumDepth else { return elideTooDeep(at: index) }
      let isObject = bytes[index] == UInt8(ascii: "{")
      open.append(Container(isObject: isObject, start: index, keptBefore: kept))
      expected = isObject ? .key(orClose: true) : .value(orClose: true)
      kept = (index + 1, open.count)
      return index + 1
    case (.value, "\""):
      guard let end = stringEnd(from: index) else { return nil }
      return completeValue(at: end)
    case (.value, _):
      guard let end = scalarEnd(from: index) else { return nil }
      return completeValue(at: end)
    default:
      return nil
    }
  }

  /// The outermost open object that is kept whole or not at all.
  ///
  /// That is one `wholeDepth` or more containers deep. A cut keeps nothing of it, and a value too
  /// deep inside it leaves it out, so both ask here.
  private static func outermostWholeObject(in open: ArraySlice<Container>, wholeDepth: Int)
    -> Int?
  {
    open.indices.first { $0 >= wholeDepth && open[$0].isObject }
  }

  /// Leaves out the container that holds the value opening too deep at `index`: the outermost
  /// object kept whole or not at all, else the container at `wholeDepth`; returns the offset after
  /// it, or `nil` when the data ends inside it.
  ///
  /// The left-out bytes are only matched bracket for bracket, string by string: whatever they hold,
  /// they read as `null`.
  private mutating func elideTooDeep(at index: Int) -> Int? {
    let outer =
      Self.outermostWholeObject(in: open[...], wholeDepth: wholeDepth)
      ?? min(wholeDepth, open.count - 1)
    var unclosed = open.count - outer
    var position = index
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "{"), UInt8(ascii: "["): unclosed += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): unclosed -= 1
      case UInt8(ascii: "\""):
        guard let end = quoteEnd(from: position) else { return fail(at: bytes.count) }
        position = end
        continue
      default: break
      }
      position += 1
      guard unclosed > 0 else {
        elided.append(open[outer].start..<position)
        open.removeLast(open.count - outer)
        return completeValue(at: position)
      }
    }
    return fail(at: bytes.count)
  }

  /// The offset after the string that opens at `start`, whatever it holds; `nil` when the data ends
  /// inside it.
  private func quoteEnd(from start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""): return index + 1
      case UInt8(ascii: "\\"): index += 2
      default: index += 1
      }
    }
    return nil
  }

  /// Marks the end of a value, to which the prefix can be kept, and returns it.
  private mutating func completeValue(at end: Int) -> Int {
    expected = open.isEmpty ? .end : .separator
    kept = (end, open.count)
    return end
  }

  /// The offset after the string that opens at `start`, or `nil` if the string is cut short or
  /// damaged: a raw control character, a bad escape, or bytes that are not UTF-8.
  private mutating func stringEnd(from start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      let length: Int
      switch bytes[index] {
      case UInt8(ascii: "\""): return index + 1
      case UInt8(ascii: "\\"): length = bytes[index + 1..<bytes.count].first == 0x75 ? 6 : 2
      case 0x20..<0x80: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return fail(at: index)  // a control character, or not UTF-8
      }
      guard index + length <= bytes.count else { break }
      guard Self.isCharacter(bytes[index..<index + length]) else { return fail(at: index) }
      index += length
    }
    return fail(at: bytes.count)
  }

  /// The offset after the number, `true`, `false` or `null` at `start`, or `nil` if it is none of
  /// them, or if the data ends inside it, since a number cut short (`12` of `123`) would read as
  /// another.
  private mutating func scalarEnd(from start: Int) -> Int? {
    let end = bytes[start...].firstIndex { Self.isSpace($0) || #",:[]{}""#.utf8.contains($0) }
    guard let end else { return fail(at: bytes.count) }
    let token = bytes[start..<end]
    let isLiteral = ["true", "false", "null"].contains { token.elementsEqual($0.utf8) }
    return isLiteral || Self.isNumber(token) ? end : nil
  }

  /// Whether `token` is a JSON number, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, checked
  /// without a regular expression: a hostile file may hold millions.
  private static func isNumber(_ token: ArraySlice<UInt8>) -> Bool {
    var rest = token.first == UInt8(ascii: "-") ? token.dropFirst() : token
    func digits() -> Int {
      let count = rest.prefix { (0x30...0x39).contains($0) }.count
      rest = rest.dropFirst(count)
      return count
    }
    func skip(_ options: String) -> Bool {
      guard let first = rest.first, options.utf8.contains(first) else { return false }
      rest = rest.dropFirst()
      return true
    }
    let integer = rest.first == UInt8(ascii: "0") ? (skip("0") ? 1 : 0) : digits()
    guard integer > 0, !skip(".") || digits() > 0 else { return false }
    if skip("eE") {
      _ = skip("+-")
      guard digits() > 0 else { return false }
    }
    return rest.isEmpty
  }

  private mutating func fail(at index: Int) -> Int? {
    damage = index
    return nil
  }

  /// Whether `bytes` is one character of a JSON string: an escape JSON allows (`\n`, `\u00E9`…), or
  /// a UTF-8 sequence.
  private static func isCharacter(_ bytes: ArraySlice<UInt8>) -> Bool {
    let rest = bytes.dropFirst()
    guard bytes.first == UInt8(ascii: "\\") else { return rest.allSatisfy { $0 & 0xC0 == 0x80 } }
    guard rest.first == UInt8(ascii: "u") else {
      return #""\/bfnrt"#.utf8.contains(rest.first ?? 0)
    }
    return rest.dropFirst().allSatisfy { Character(Unicode.Scalar($0)).isHexDigit }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
