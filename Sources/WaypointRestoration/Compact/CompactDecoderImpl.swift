import WaypointCore

/// The `Decoder` over one value of a compact snapshot.
final class CompactDecoderImpl: CutShortAwareDecoder, CodingPathLink {
  let buffer: CompactBuffer
  let offset: Int
  let parent: CompactDecoderImpl?
  let key: (any CodingKey)?
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(buffer: CompactBuffer, offset: Int, parent: CompactDecoderImpl?, key: (any CodingKey)?) {
    self.buffer = buffer
    self.offset = offset
    self.parent = parent
    self.key = key
  }

  /// The decoder of the value the buffer starts with.
  convenience init(root buffer: CompactBuffer) {
    self.init(buffer: buffer, offset: 0, parent: nil, key: nil)
  }

  var parentLink: (any CodingPathLink)? { parent }
  var codingPath: [any CodingKey] { linkedCodingPath }

  /// A decoder for a value inside this one.
  func child(at offset: Int, key: any CodingKey) -> CompactDecoderImpl {
    CompactDecoderImpl(buffer: buffer, offset: offset, parent: self, key: key)
  }

  /// Decodes a nested value; the common scalars need no decoder of their own.
  static func unbox<T: Decodable>(
    _ type: T.Type, in parent: CompactDecoderImpl, at offset: Int, key: any CodingKey
  )
    throws -> T
  {
    let reader = CompactScalarReader(buffer: parent.buffer, offset: offset, decoder: parent)
    if type == String.self { return unsafeBitCast(try reader.string(), to: T.self) }
    if type == Int.self { return unsafeBitCast(try reader.integer(Int.self), to: T.self) }
    if type == UInt64.self { return unsafeBitCast(try reader.integer(UInt64.self), to: T.self) }
    if type == Bool.self { return unsafeBitCast(try reader.bool(), to: T.self) }
    return try T(from: parent.child(at: offset, key: key))
  }

  /// The value's header when it is a ``SnapshotRecord``.
  var recordHeader: CompactBuffer.Header? {
    guard let header = try? buffer.header(at: offset, []), header.tag == .record else { return nil }
    return header
  }

  var isCutShort: Bool {
    guard let header = try? buffer.header(at: offset, []) else { return true }
    return header.end > buffer.bytes.count
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let header = try buffer.header(at: offset, codingPath)
    guard header.tag == .object else { throw mismatch([String: Int].self, header.tag) }
    return KeyedDecodingContainer(CompactKeyedDecodingContainer<Key>(decoder: self, header: header))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let header = try buffer.header(at: offset, codingPath)
    guard header.tag == .array else { throw mismatch([Int].self, header.tag) }
    return CompactUnkeyedDecodingContainer(decoder: self, header: header)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    CompactScalarReader(buffer: buffer, offset: offset, decoder: self)
  }

  private func mismatch(_ expected: Any.Type, _ tag: CompactTag) -> DecodingError {
    .typeMismatch(
      expected,
      .init(codingPath: codingPath, debugDescription: "\(CompactDamage.found(tag.fieldKind))"))
  }
}
