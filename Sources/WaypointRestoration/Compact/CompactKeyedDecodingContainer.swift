import WaypointCore

/// The keyed container of a `CompactDecoderImpl`: it finds keys by scanning the
/// object's bytes in place.
struct CompactKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: CompactDecoderImpl
  private let header: CompactBuffer.Header
  var codingPath: [any CodingKey] { decoder.codingPath }
  private var buffer: CompactBuffer { decoder.buffer }

  init(decoder: CompactDecoderImpl, header: CompactBuffer.Header) {
    self.decoder = decoder
    self.header = header
  }

  /// Calls `visit` with each complete pair's key bytes and value offset until
  /// it returns false.
  ///
  /// Objects hold a handful of keys, so scanning in place is cheaper than
  /// building a table per container. A truncated object yields the pairs that
  /// are complete.
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

  private func find(_ key: some CodingKey) -> Int? {
    let name = key.stringValue
    var found: Int?
    forEachPair { range, value in
      if buffer.keyMatches(range, name) { found = value }
      return found == nil
    }
    return found
  }

  private func offset(of key: some CodingKey) throws -> Int {
    guard let offset = find(key) else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: codingPath,
          debugDescription: "\(CompactDamage.noValue(forKey: key.stringValue))"))
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
    try CompactDecoderImpl.unbox(type, in: decoder, at: try offset(of: key), key: key)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try superDecoder(forKey: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try superDecoder(forKey: key).unkeyedContainer()
  }

  /// The value under `super`, the key `superEncoder()` writes when given none.
  func superDecoder() throws -> any Decoder {
    decoder.child(at: try offset(of: SuperKey()), key: SuperKey())
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.child(at: try offset(of: key), key: key)
  }
}
