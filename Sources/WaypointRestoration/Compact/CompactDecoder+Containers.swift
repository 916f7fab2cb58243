import WaypointCore

struct CompactKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: CompactDecoding
  private let header: CompactBuffer.Header
  var codingPath: [any CodingKey] { decoder.codingPath }
  private var buffer: CompactBuffer { decoder.buffer }

  init(decoder: CompactDecoding, header: CompactBuffer.Header) {
    self.decoder = decoder
    self.header = header
  }

  /// Calls `visit` with each complete pair's key bytes and value offset until
  /// it returns false. Objects hold a handful of keys, so scanning in place is
  /// cheaper than building a table per container. A truncated object yields
  /// the pairs that are complete.
  private func forEachPair(_ visit: (Range<Int>, Int) -> Bool) {
    var cursor = header.payload
    let end = min(header.end, buffer.bytes.count)
    var seen = 0
    while seen < header.count, cursor < end {
      guard let length = try? buffer.varint(at: &cursor, []),
        let keyLength = Int(exactly: length), keyLength <= end - cursor,
        let value = try? buffer.header(at: cursor + keyLength, [])
      else { return }
      guard visit(cursor..<(cursor + keyLength), cursor + keyLength) else { return }
      cursor = value.end
      seen += 1
    }
  }

  var allKeys: [Key] {
    var keys: [Key] = []
    forEachPair { range, _ in
      if let key = Key(stringValue: String(decoding: buffer.bytes[range], as: UTF8.self)) {
        keys.append(key)
      }
      return true
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { find(key) != nil }

  private func find(_ key: Key) -> Int? {
    let name = key.stringValue
    var found: Int?
    forEachPair { range, value in
      if buffer.keyMatches(range, name) { found = value }
      return found == nil
    }
    return found
  }

  private func offset(of key: Key) throws -> Int {
    guard let offset = find(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
    }
    return offset
  }

  private func reader(_ key: Key) throws -> CompactScalarReader {
    CompactScalarReader(buffer: buffer, offset: try offset(of: key), decoder: decoder, key: key)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try reader(key).decodeNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader(key).bool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader(key).string() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader(key).double() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    Float(try reader(key).double())
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader(key).integer(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader(key).integer(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader(key).integer(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader(key).integer(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader(key).integer(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader(key).integer(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader(key).integer(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try reader(key).integer(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try reader(key).integer(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try reader(key).integer(type)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try CompactDecoding.unbox(type, in: decoder, at: try offset(of: key), key: key)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try superDecoder(forKey: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try superDecoder(forKey: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    guard let key = Key(stringValue: "super") else {
      throw buffer.corrupted(codingPath, "this container has no 'super' key")
    }
    return try superDecoder(forKey: key)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.child(at: try offset(of: key), key: key)
  }
}

struct CompactUnkeyedDecoding: UnkeyedDecodingContainer {
  let decoder: CompactDecoding
  let count: Int?
  private(set) var currentIndex = 0
  private var cursor: Int
  private let end: Int
  var codingPath: [any CodingKey] { decoder.codingPath }
  private var buffer: CompactBuffer { decoder.buffer }

  init(decoder: CompactDecoding, header: CompactBuffer.Header) {
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
        .init(codingPath: codingPath + [key], debugDescription: "the list has no more items"))
    }
    guard cursor < end else {
      throw buffer.corrupted(codingPath + [key], "the list holds fewer items than it says")
    }
    let header = try buffer.header(at: cursor, codingPath + [key])
    guard header.end <= end else {
      throw buffer.corrupted(codingPath + [key], "an item runs past its list")
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
      try CompactDecoding.unbox(type, in: decoder, at: offset, key: key)
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

/// Reads one scalar; also the single-value container of a `CompactDecoding`.
struct CompactScalarReader: SingleValueDecodingContainer {
  let buffer: CompactBuffer
  let offset: Int
  /// The decoder of the container holding the value (or of the value itself
  /// when `key` is nil); with `key` it spells the coding path on demand.
  let decoder: CompactDecoding
  var key: (any CodingKey)? = nil
  var codingPath: [any CodingKey] { decoder.codingPath + (key.map { [$0] } ?? []) }

  private func header() throws -> CompactBuffer.Header { try buffer.header(at: offset, codingPath) }

  private func mismatch(_ type: Any.Type, _ tag: CompactTag) -> DecodingError {
    .typeMismatch(
      type, .init(codingPath: codingPath, debugDescription: "found \(tag.spelledWithArticle)"))
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
      throw buffer.corrupted(codingPath, "the number does not fit \(I.self)")
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
