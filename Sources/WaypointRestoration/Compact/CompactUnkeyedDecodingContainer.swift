import WaypointCore

/// The unkeyed container of a `CompactDecoderImpl`: it walks the list's items
/// in order.
struct CompactUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let decoder: CompactDecoderImpl
  let count: Int?
  private(set) var currentIndex = 0
  private var cursor: Int
  private let end: Int
  var codingPath: [any CodingKey] { decoder.codingPath }
  private var buffer: CompactBuffer { decoder.buffer }

  init(decoder: CompactDecoderImpl, header: CompactBuffer.Header) {
    self.decoder = decoder
    self.count = header.count
    self.cursor = header.payload
    self.end = header.end
  }

  var isAtEnd: Bool { currentIndex >= (count ?? 0) }

  /// Reads the next item; the position moves on only if it was read.
  private mutating func next<T>(_ read: (Int, IndexKey) throws -> T) throws -> T {
    let key = IndexKey(currentIndex)
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        T.self,
        .init(codingPath: codingPath + [key], debugDescription: "\(CompactDamage.noMoreItems)"))
    }
    guard cursor < end else {
      throw buffer.corrupted(codingPath + [key], .fewerItemsThanDeclared)
    }
    let header = try buffer.header(at: cursor, codingPath + [key])
    guard header.end <= end else {
      throw buffer.corrupted(codingPath + [key], .itemRunsPastList)
    }
    let value = try read(cursor, key)
    cursor = header.end
    currentIndex += 1
    return value
  }

  private mutating func scalar<T>(_ read: (CompactScalarReader) throws -> T) throws -> T {
    let (decoder, buffer) = (decoder, buffer)
    return try next { offset, key in
      try read(CompactScalarReader(buffer: buffer, offset: offset, decoder: decoder, key: key))
    }
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, cursor < end, try buffer.header(at: cursor, codingPath).tag == .null else {
      return false
    }
    _ = try next { _, _ in () }
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar { try $0.bool() } }
  mutating func decode(_ type: String.Type) throws -> String { try scalar { try $0.string() } }
  mutating func decode(_ type: Double.Type) throws -> Double { try scalar { try $0.double() } }
  mutating func decode(_ type: Float.Type) throws -> Float { Float(try scalar { try $0.double() }) }
  mutating func decode(_ type: Int.Type) throws -> Int { try scalar { try $0.integer(type) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar { try $0.integer(type) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar { try $0.integer(type) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar { try $0.integer(type) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar { try $0.integer(type) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar { try $0.integer(type) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar { try $0.integer(type) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar { try $0.integer(type) } }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar { try $0.integer(type) } }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar { try $0.integer(type) } }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let decoder = decoder
    return try next { offset, key in
      try CompactDecoderImpl.unbox(type, in: decoder, at: offset, key: key)
    }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try superDecoder().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try superDecoder().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = decoder
    return try next { offset, key in decoder.child(at: offset, key: key) }
  }
}
