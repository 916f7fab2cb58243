import WaypointCore

/// Reads one scalar; also the single-value container of a `CompactDecoderImpl`.
struct CompactScalarReader: SingleValueDecodingContainer {
  let buffer: CompactBuffer
  let offset: Int
  /// The decoder of the container holding the value (or of the value itself
  /// when `key` is nil); with `key` it spells the coding path on demand.
  let decoder: CompactDecoderImpl
  var key: (any CodingKey)? = nil
  var codingPath: [any CodingKey] { decoder.codingPath + (key.map { [$0] } ?? []) }

  private func header() throws -> CompactBuffer.Header { try buffer.header(at: offset, codingPath) }

  private func mismatch(_ type: Any.Type, _ tag: CompactTag) -> DecodingError {
    .typeMismatch(
      type, .init(codingPath: codingPath, debugDescription: "\(CompactDamage.found(tag.fieldKind))")
    )
  }

  func decodeNil() -> Bool { (try? header().tag) == .null }

  func bool() throws -> Bool {
    switch try header().tag {
    case .true: return true
    case .false: return false
    case let tag: throw mismatch(Bool.self, tag)
    }
  }

  func string() throws -> String {
    let header = try header()
    guard header.tag == .string else { throw mismatch(String.self, header.tag) }
    return buffer.string(header)
  }

  func double() throws -> Double {
    let header = try header()
    switch header.tag {
    case .double: return buffer.double(header)
    case .int, .uint: return Double(try integer(Int64.self))
    case let tag: throw mismatch(Double.self, tag)
    }
  }

  func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    let header = try header()
    guard header.tag == .int || header.tag == .uint else { throw mismatch(I.self, header.tag) }
    guard let value = buffer.integer(header, as: I.self) else {
      throw buffer.corrupted(codingPath, .numberOutOfRange(type: "\(I.self)"))
    }
    return value
  }

  func decode(_ type: Bool.Type) throws -> Bool { try bool() }
  func decode(_ type: String.Type) throws -> String { try string() }
  func decode(_ type: Double.Type) throws -> Double { try double() }
  func decode(_ type: Float.Type) throws -> Float { Float(try double()) }
  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if type == String.self { return unsafeBitCast(try string(), to: T.self) }
    guard let key else { return try T(from: decoder) }
    return try T(from: decoder.child(at: offset, key: key))
  }
}
