import WaypointCore

/// The unkeyed container of a `CompactEncoderImpl`: a list in encoding order.
struct CompactUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let target: CompactContainer
  /// The encoder this container belongs to; it knows the coding path.
  let encoder: CompactEncoderImpl
  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int { target.values.count }

  mutating func encodeNil() { target.append(.null) }
  mutating func encode(_ value: Bool) { target.append(.bool(value)) }
  mutating func encode(_ value: String) { target.append(.string(value)) }
  mutating func encode(_ value: Double) { target.append(.double(value)) }
  mutating func encode(_ value: Float) { target.append(.double(Double(value))) }
  mutating func encode(_ value: Int) { target.append(.int(Int64(value))) }
  mutating func encode(_ value: Int8) { target.append(.int(Int64(value))) }
  mutating func encode(_ value: Int16) { target.append(.int(Int64(value))) }
  mutating func encode(_ value: Int32) { target.append(.int(Int64(value))) }
  mutating func encode(_ value: Int64) { target.append(.int(value)) }
  mutating func encode(_ value: UInt) { target.append(.uint(UInt64(value))) }
  mutating func encode(_ value: UInt8) { target.append(.uint(UInt64(value))) }
  mutating func encode(_ value: UInt16) { target.append(.uint(UInt64(value))) }
  mutating func encode(_ value: UInt32) { target.append(.uint(UInt64(value))) }
  mutating func encode(_ value: UInt64) { target.append(.uint(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    target.append(try CompactEncoderImpl.box(value, parent: encoder, key: IndexKey(count)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = CompactContainer(isObject: true)
    let path = CompactEncoderImpl(parent: encoder, key: IndexKey(count))
    target.append(.container(nested))
    return KeyedEncodingContainer(
      CompactKeyedEncodingContainer<NestedKey>(target: nested, encoder: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = CompactContainer(isObject: false)
    let path = CompactEncoderImpl(parent: encoder, key: IndexKey(count))
    target.append(.container(nested))
    return CompactUnkeyedEncodingContainer(target: nested, encoder: path)
  }

  mutating func superEncoder() -> any Encoder {
    CompactReferencingEncoder(
      container: target, key: nil, encoder: encoder, codingKey: IndexKey(count))
  }
}
