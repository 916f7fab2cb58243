import WaypointCore

/// Encodes any `Encodable` value into the compact snapshot encoding.
struct CompactEncoder {
  /// The encoded bytes of `value`.
  func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    let root = try CompactEncoding.box(value, parent: nil, key: nil)
    var writer = CompactWriter()
    writer.reserve(CompactWriter.size(of: root))
    writer.write(root)
    return writer.bytes
  }
}

/// The `Encoder` handed to `encode(to:)`; it records the one value it is given.
class CompactEncoding: Encoder, CodingPathLink {
  let parent: CompactEncoding?
  let key: (any CodingKey)?
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  var value: CompactValue?

  init(parent: CompactEncoding?, key: (any CodingKey)?) {
    self.parent = parent
    self.key = key
  }

  var parentLink: (any CodingPathLink)? { parent }
  var codingPath: [any CodingKey] { linkedCodingPath }

  /// Encodes a nested value; the common scalars need no encoder of their own.
  /// Metatype comparisons are used because dynamic casts showed up in profiles.
  static func box<T: Encodable>(_ value: T, parent: CompactEncoding?, key: (any CodingKey)?) throws
    -> CompactValue
  {
    if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if T.self == Int.self { return .int(Int64(unsafeBitCast(value, to: Int.self))) }
    if T.self == UInt64.self { return .uint(unsafeBitCast(value, to: UInt64.self)) }
    if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
    let encoder = CompactEncoding(parent: parent, key: key)
    try value.encode(to: encoder)
    return encoder.value ?? .container(CompactContainer(isObject: true))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(CompactKeyedEncoding<Key>(target: claim(isObject: true), encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    CompactUnkeyedEncoding(target: claim(isObject: false), encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    CompactSingleValueEncoding(encoder: self)
  }

  /// The container this encoder writes into; asking twice gives the same one.
  private func claim(isObject: Bool) -> CompactContainer {
    if case .container(let existing) = value, existing.isObject == isObject { return existing }
    let container = CompactContainer(isObject: isObject)
    value = .container(container)
    return container
  }
}

/// An encoder for `superEncoder()`: whatever it records lands in its slot of
/// the parent container when it goes away.
final class CompactSlotEncoding: CompactEncoding {
  private let parentContainer: CompactContainer
  private let slot: Int

  init(
    container: CompactContainer, key: String?, encoder: CompactEncoding, codingKey: (any CodingKey)?
  ) {
    self.parentContainer = container
    self.slot = container.values.count
    container.append(.null, key: key)
    super.init(parent: encoder, key: codingKey)
  }

  deinit {
    parentContainer.values[slot] = value ?? .container(CompactContainer(isObject: true))
  }
}
