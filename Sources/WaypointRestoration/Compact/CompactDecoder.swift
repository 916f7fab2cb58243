import WaypointCore

/// A decoder that can tell whether all of its value's bytes are present.
///
/// A keyed container cut short cannot tell a missing key from one that was cut
/// off, so the snapshot reader refuses incomplete entries outright instead of
/// restoring them with options quietly reset.
protocol CutShortAwareDecoder: Decoder {
  var isCutShort: Bool { get }
}

/// The `Decoder` over one value of a compact snapshot.
final class CompactDecoding: CutShortAwareDecoder, CodingPathLink {
  let buffer: CompactBuffer
  let offset: Int
  let parent: CompactDecoding?
  let key: (any CodingKey)?
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(buffer: CompactBuffer, offset: Int, parent: CompactDecoding?, key: (any CodingKey)?) {
    self.buffer = buffer
    self.offset = offset
    self.parent = parent
    self.key = key
  }

  var parentLink: (any CodingPathLink)? { parent }
  var codingPath: [any CodingKey] { linkedCodingPath }

  /// A decoder for a value inside this one.
  func child(at offset: Int, key: any CodingKey) -> CompactDecoding {
    CompactDecoding(buffer: buffer, offset: offset, parent: self, key: key)
  }

  /// Decodes a nested value; the common scalars need no decoder of their own.
  static func unbox<T: Decodable>(
    _ type: T.Type, in parent: CompactDecoding, at offset: Int, key: any CodingKey
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
    return KeyedDecodingContainer(CompactKeyedDecoding<Key>(decoder: self, header: header))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let header = try buffer.header(at: offset, codingPath)
    guard header.tag == .array else { throw mismatch([Int].self, header.tag) }
    return CompactUnkeyedDecoding(decoder: self, header: header)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    CompactScalarReader(buffer: buffer, offset: offset, decoder: self)
  }

  private func mismatch(_ expected: Any.Type, _ tag: CompactTag) -> DecodingError {
    .typeMismatch(
      expected, .init(codingPath: codingPath, debugDescription: "found \(tag.spelledWithArticle)"))
  }
}
