import WaypointCore

/// The keyed container of a `CompactEncoderImpl`: pairs in the order they are
/// encoded.
struct CompactKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let target: CompactContainer
  /// The encoder this container belongs to; it knows the coding path.
  let encoder: CompactEncoderImpl
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil(forKey key: Key) { target.append(.null, key: key.stringValue) }
  mutating func encode(_ value: Bool, forKey key: Key) {
    target.append(.bool(value), key: key.stringValue)
  }
  mutating func encode(_ value: String, forKey key: Key) {
    target.append(.string(value), key: key.stringValue)
  }
  mutating func encode(_ value: Double, forKey key: Key) {
    target.append(.double(value), key: key.stringValue)
  }
  mutating func encode(_ value: Float, forKey key: Key) {
    target.append(.double(Double(value)), key: key.stringValue)
  }
  mutating func encode(_ value: Int, forKey key: Key) {
    target.append(.int(Int64(value)), key: key.stringValue)
  }
  mutating func encode(_ value: Int8, forKey key: Key) {
    target.append(.int(Int64(value)), key: key.stringValue)
  }
  mutating func encode(_ value: Int16, forKey key: Key) {
    target.append(.int(Int64(value)), key: key.stringValue)
  }
  mutating func encode(_ value: Int32, forKey key: Key) {
    target.append(.int(Int64(value)), key: key.stringValue)
  }
  mutating func encode(_ value: Int64, forKey key: Key) {
    target.append(.int(value), key: key.stringValue)
  }
  mutating func encode(_ value: UInt, forKey key: Key) {
    target.append(.uint(UInt64(value)), key: key.stringValue)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) {
    target.append(.uint(UInt64(value)), key: key.stringValue)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) {
    target.append(.uint(UInt64(value)), key: key.stringValue)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) {
    target.append(.uint(UInt64(value)), key: key.stringValue)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) {
    target.append(.uint(value), key: key.stringValue)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    target.append(
      try CompactEncoderImpl.box(value, parent: encoder, key: key), key: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  )
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = CompactContainer(isObject: true)
    target.append(.container(nested), key: key.stringValue)
    let path = CompactEncoderImpl(parent: encoder, key: key)
    return KeyedEncodingContainer(
      CompactKeyedEncodingContainer<NestedKey>(target: nested, encoder: path))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = CompactContainer(isObject: false)
    target.append(.container(nested), key: key.stringValue)
    return CompactUnkeyedEncodingContainer(
      target: nested, encoder: CompactEncoderImpl(parent: encoder, key: key))
  }

  mutating func superEncoder() -> any Encoder {
    CompactReferencingEncoder(
      container: target, key: SuperKey().stringValue, encoder: encoder, codingKey: SuperKey())
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    CompactReferencingEncoder(
      container: target, key: key.stringValue, encoder: encoder, codingKey: key)
  }
}
