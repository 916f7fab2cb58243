import WaypointCore

struct CompactKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let target: CompactContainer
  /// The encoder this container belongs to; it knows the coding path.
  let encoder: CompactEncoding
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
    target.append(try CompactEncoding.box(value, parent: encoder, key: key), key: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  )
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = CompactContainer(isObject: true)
    target.append(.container(nested), key: key.stringValue)
    let path = CompactEncoding(parent: encoder, key: key)
    return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(target: nested, encoder: path))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = CompactContainer(isObject: false)
    target.append(.container(nested), key: key.stringValue)
    return CompactUnkeyedEncoding(
      target: nested, encoder: CompactEncoding(parent: encoder, key: key))
  }

  mutating func superEncoder() -> any Encoder {
    CompactSlotEncoding(
      container: target, key: "super", encoder: encoder, codingKey: IndexKey(stringValue: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    CompactSlotEncoding(container: target, key: key.stringValue, encoder: encoder, codingKey: key)
  }
}

struct CompactUnkeyedEncoding: UnkeyedEncodingContainer {
  let target: CompactContainer
  /// The encoder this container belongs to; it knows the coding path.
  let encoder: CompactEncoding
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
    target.append(try CompactEncoding.box(value, parent: encoder, key: IndexKey(count)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = CompactContainer(isObject: true)
    let path = CompactEncoding(parent: encoder, key: IndexKey(count))
    target.append(.container(nested))
    return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(target: nested, encoder: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = CompactContainer(isObject: false)
    let path = CompactEncoding(parent: encoder, key: IndexKey(count))
    target.append(.container(nested))
    return CompactUnkeyedEncoding(target: nested, encoder: path)
  }

  mutating func superEncoder() -> any Encoder {
    CompactSlotEncoding(container: target, key: nil, encoder: encoder, codingKey: IndexKey(count))
  }
}

struct CompactSingleValueEncoding: SingleValueEncodingContainer {
  let encoder: CompactEncoding
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() { encoder.value = .null }
  mutating func encode(_ value: Bool) { encoder.value = .bool(value) }
  mutating func encode(_ value: String) { encoder.value = .string(value) }
  mutating func encode(_ value: Double) { encoder.value = .double(value) }
  mutating func encode(_ value: Float) { encoder.value = .double(Double(value)) }
  mutating func encode(_ value: Int) { encoder.value = .int(Int64(value)) }
  mutating func encode(_ value: Int8) { encoder.value = .int(Int64(value)) }
  mutating func encode(_ value: Int16) { encoder.value = .int(Int64(value)) }
  mutating func encode(_ value: Int32) { encoder.value = .int(Int64(value)) }
  mutating func encode(_ value: Int64) { encoder.value = .int(value) }
  mutating func encode(_ value: UInt) { encoder.value = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt8) { encoder.value = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt16) { encoder.value = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt32) { encoder.value = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt64) { encoder.value = .uint(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.value = try CompactEncoding.box(value, parent: encoder.parent, key: encoder.key)
  }
}

/// The coding key of an array position.
struct IndexKey: CodingKey {
  let intValue: Int?
  let stringValue: String

  init(_ index: Int) {
    intValue = index
    stringValue = "\(index)"
  }

  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    self.init(index)
  }

  init?(intValue: Int) {
    self.init(intValue)
  }
}
