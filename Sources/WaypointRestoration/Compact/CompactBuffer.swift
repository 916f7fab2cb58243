import WaypointCore

/// The bytes of a compact snapshot, read defensively: every read is bounds
/// checked, every length is checked for overflow, and reading past the end
/// records where the data was cut short.
final class CompactBuffer {
  /// Where a value starts, what it is, and where the next one starts.
  struct Header {
    let tag: CompactTag
    /// The first byte after the tag and, for containers, the count and length.
    let payload: Int
    /// The first byte after the value.
    let end: Int
    /// The item count of a container; 0 for scalars.
    let count: Int
  }

  let bytes: [UInt8]
  /// The offset of the first read that ran past the end, if any.
  private(set) var truncatedAt: Int?

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  func header(at offset: Int, _ path: @autoclosure () -> [any CodingKey]) throws -> Header {
    var cursor = offset
    let raw = try byte(at: &cursor, path())
    guard let tag = CompactTag(rawValue: raw) else {
      throw corrupted(path(), .unknownTag(raw, offset: offset))
    }
    switch tag {
    case .null, .false, .true:
      return Header(tag: tag, payload: cursor, end: cursor, count: 0)
    case .int, .uint:
      _ = try varint(at: &cursor, path())
      return Header(tag: tag, payload: offset + 1, end: cursor, count: 0)
    case .double:
      return Header(tag: tag, payload: cursor, end: try advance(cursor, by: 8, path()), count: 0)
    case .string:
      let length = try integer(try varint(at: &cursor, path()), path())
      return Header(
        tag: tag, payload: cursor, end: try advance(cursor, by: length, path()), count: 0)
    case .record:
      let length = try integer(try varint(at: &cursor, path()), path())
      return Header(
        tag: tag, payload: cursor, end: try position(cursor, plus: length, path()), count: 0)
    case .array, .object:
      let count = try integer(try varint(at: &cursor, path()), path())
      let length = try integer(try varint(at: &cursor, path()), path())
      return Header(
        tag: tag, payload: cursor, end: try position(cursor, plus: length, path()), count: count)
    }
  }

  func varint(at cursor: inout Int, _ path: @autoclosure () -> [any CodingKey]) throws -> UInt64 {
    // A plain loop over the array: it runs for every length, count and
    // number in a snapshot, and `stride` with a throwing read per byte cost
    // twice as much.
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while cursor >= 0, cursor < bytes.count {
      let next = bytes[cursor]
      cursor += 1
      guard shift < 63 || next <= 1 else { throw corrupted(path(), .numberOverflows) }
      result |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return result }
      shift += 7
      guard shift < 70 else { throw corrupted(path(), .numberOverflows) }
    }
    throw truncated(at: cursor, path())
  }

  func string(_ header: Header) -> String {
    String(decoding: bytes[header.payload..<header.end], as: UTF8.self)
  }

  /// Whether the key bytes at `range` spell `key`, compared in place.
  func keyMatches(_ range: Range<Int>, _ key: StaticString) -> Bool {
    keyMatches(range, UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
  }

  /// Whether the key bytes at `range` spell `key`.
  func keyMatches(_ range: Range<Int>, _ key: String) -> Bool {
    var key = key
    return key.withUTF8 { keyMatches(range, $0) }
  }

  private func keyMatches(_ range: Range<Int>, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard utf8.count == range.count, range.lowerBound >= 0, range.upperBound <= bytes.count else {
      return false
    }
    // An index loop: `elementsEqual` on the two buffers was not specialised
    // and cost 8% of a record restore.
    return bytes.withUnsafeBufferPointer { all in
      for offset in 0..<utf8.count where all[range.lowerBound + offset] != utf8[offset] {
        return false
      }
      return true
    }
  }

  /// The value of an `.int` or `.uint` header, if it fits `Value`; `nil` for a
  /// number that does not fit and for any other tag.
  ///
  /// The header's varint was read when the header was, so it cannot fail here.
  /// Inlined: it runs for every identity, and as a call it cost restore 6%.
  @inline(__always)
  func integer<Value: FixedWidthInteger>(_ header: Header, as type: Value.Type) -> Value? {
    var cursor = header.payload
    guard let raw = try? varint(at: &cursor, []) else { return nil }
    switch header.tag {
    case .int: return Value(exactly: ZigZag.decode(raw))
    case .uint: return Value(exactly: raw)
    default: return nil
    }
  }

  /// The value of a `.double` header: 8 bytes, little-endian.
  func double(_ header: Header) -> Double {
    var bits: UInt64 = 0
    for index in 0..<8 {
      bits |= UInt64(bytes[header.payload + index]) << UInt64(8 * index)
    }
    return Double(bitPattern: bits)
  }

  func corrupted(_ path: @autoclosure () -> [any CodingKey], _ damage: CompactDamage)
    -> DecodingError
  {
    DecodingError.dataCorrupted(.init(codingPath: path(), debugDescription: "\(damage)"))
  }

  private func byte(at cursor: inout Int, _ path: @autoclosure () -> [any CodingKey]) throws
    -> UInt8
  {
    guard cursor < bytes.count else { throw truncated(at: cursor, path()) }
    defer { cursor += 1 }
    return bytes[cursor]
  }

  /// The end of a value `length` bytes long that must lie inside the data.
  private func advance(_ cursor: Int, by length: Int, _ path: @autoclosure () -> [any CodingKey])
    throws -> Int
  {
    let end = try position(cursor, plus: length, path())
    guard end <= bytes.count else { throw truncated(at: bytes.count, path()) }
    return end
  }

  /// The end of a container; it may lie past the data, whose prefix stays readable.
  private func position(_ cursor: Int, plus length: Int, _ path: @autoclosure () -> [any CodingKey])
    throws -> Int
  {
    let (end, overflow) = cursor.addingReportingOverflow(length)
    guard !overflow else { throw corrupted(path(), .lengthOverflows) }
    return end
  }

  private func integer(_ number: UInt64, _ path: @autoclosure () -> [any CodingKey]) throws -> Int {
    guard let value = Int(exactly: number) else {
      throw corrupted(path(), .lengthTooLarge(number))
    }
    return value
  }

  private func truncated(at offset: Int, _ path: @autoclosure () -> [any CodingKey])
    -> DecodingError
  {
    truncatedAt = min(truncatedAt ?? offset, offset)
    return corrupted(path(), .endsInsideValue(byteCount: bytes.count))
  }
}
