import WaypointCore

/// Serialises a value tree: one pass to learn every container's length, one to
/// write.
struct CompactWriter {
  private(set) var bytes: [UInt8] = []

  static func size(of value: CompactValue) -> Int {
    switch value {
    case .null, .bool: return 1
    case .int(let number): return 1 + Self.varintSize(ZigZag.encode(number))
    case .uint(let number): return 1 + Self.varintSize(number)
    case .double: return 9
    case .string(let string):
      let count = string.utf8.count
      return 1 + Self.varintSize(UInt64(count)) + count
    case .container(let container):
      var length = 0
      for key in container.keys {
        let count = key.utf8.count
        length += Self.varintSize(UInt64(count)) + count
      }
      for value in container.values { length += size(of: value) }
      container.contentLength = length
      return 1 + Self.varintSize(UInt64(container.values.count)) + Self.varintSize(UInt64(length))
        + length
    }
  }

  mutating func write(_ value: CompactValue) {
    switch value {
    case .null: bytes.append(CompactTag.null.rawValue)
    case .bool(let flag): bytes.append(flag ? CompactTag.true.rawValue : CompactTag.false.rawValue)
    case .int(let number):
      bytes.append(CompactTag.int.rawValue)
      writeVarint(ZigZag.encode(number))
    case .uint(let number):
      bytes.append(CompactTag.uint.rawValue)
      writeVarint(number)
    case .double(let number):
      bytes.append(CompactTag.double.rawValue)
      withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    case .string(let string):
      bytes.append(CompactTag.string.rawValue)
      writeString(string)
    case .container(let container):
      bytes.append(container.isObject ? CompactTag.object.rawValue : CompactTag.array.rawValue)
      writeVarint(UInt64(container.values.count))
      writeVarint(UInt64(container.contentLength))
      for (index, value) in container.values.enumerated() {
        if container.isObject { writeString(container.keys[index]) }
        write(value)
      }
    }
  }

  mutating func writeString(_ string: String) {
    writeVarint(UInt64(string.utf8.count))
    bytes.append(contentsOf: string.utf8)
  }

  mutating func writeVarint(_ number: UInt64) {
    var rest = number
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func reserve(_ count: Int) {
    bytes.reserveCapacity(count)
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  mutating func append(contentsOf other: [UInt8]) {
    bytes.append(contentsOf: other)
  }

  /// Starts content whose byte length is written before it once known; pass the
  /// result to `endLength(contentStart:)`.
  ///
  /// One byte is reserved, which holds lengths under 128 (every entry and route
  /// of a typical snapshot).
  mutating func beginLength() -> Int {
    bytes.append(0)
    return bytes.count
  }

  /// Writes the length of the content since `beginLength()` in front of it,
  /// moving the content when the length needs more than the reserved byte.
  mutating func endLength(contentStart: Int) {
    let length = bytes.count - contentStart
    guard length >= 0x80 else {
      bytes[contentStart - 1] = UInt8(length)
      return
    }
    var prefix = CompactWriter()
    prefix.writeVarint(UInt64(length))
    bytes.replaceSubrange((contentStart - 1)..<contentStart, with: prefix.bytes)
  }

  /// The bytes `writeVarint(_:)` takes for `number`.
  private static func varintSize(_ number: UInt64) -> Int {
    var size = 1
    var rest = number >> 7
    while rest != 0 {
      size += 1
      rest >>= 7
    }
    return size
  }
}
