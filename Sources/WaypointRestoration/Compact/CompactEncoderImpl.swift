import WaypointCore

/// The `Encoder` handed to `encode(to:)`; it records the one value it is given.
class CompactEncoderImpl: Encoder, CodingPathLink {
  let parent: CompactEncoderImpl?
  let key: (any CodingKey)?
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  var value: CompactValue?

  init(parent: CompactEncoderImpl?, key: (any CodingKey)?) {
    self.parent = parent
    self.key = key
  }

  var parentLink: (any CodingPathLink)? { parent }
  var codingPath: [any CodingKey] { linkedCodingPath }

  /// Encodes a nested value; the common scalars need no encoder of their own.
  ///
  /// Metatype comparisons are used because dynamic casts showed up in profiles.
  static func box<T: Encodable>(_ value: T, parent: CompactEncoderImpl?, key: (any CodingKey)?)
    throws -> CompactValue
  {
    if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if T.self == Int.self { return .int(Int64(unsafeBitCast(value, to: Int.self))) }
    if T.self == UInt64.self { return .uint(unsafeBitCast(value, to: UInt64.self)) }
    if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
    let encoder = CompactEncoderImpl(parent: parent, key: key)
    try value.encode(to: encoder)
    return encoder.value ?? .container(CompactContainer(isObject: true))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(
      CompactKeyedEncodingContainer<Key>(target: claim(isObject: true), encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    CompactUnkeyedEncodingContainer(target: claim(isObject: false), encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    CompactSingleValueEncodingContainer(encoder: self)
  }

  /// The container this encoder writes into; asking twice gives the same one.
  private func claim(isObject: Bool) -> CompactContainer {
    if case .container(let existing) = value, existing.isObject == isObject { return existing }
    let container = CompactContainer(isObject: isObject)
    value = .container(container)
    return container
  }
}
