import WaypointCore

/// The single-value container of a `CompactEncoderImpl`: it sets the encoder's
/// one value.
struct CompactSingleValueEncodingContainer: SingleValueEncodingContainer {
  let encoder: CompactEncoderImpl
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
    encoder.value = try CompactEncoderImpl.box(value, parent: encoder.parent, key: encoder.key)
  }
}
