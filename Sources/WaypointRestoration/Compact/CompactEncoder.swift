import WaypointCore

/// Encodes any `Encodable` value into the compact snapshot encoding: the
/// façade over `CompactEncoderImpl`, as `JSONEncoder` is over its own.
struct CompactEncoder {
  /// The encoded bytes of `value`.
  func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    let root = try CompactEncoderImpl.box(value, parent: nil, key: nil)
    var writer = CompactWriter()
    writer.reserve(CompactWriter.size(of: root))
    writer.write(root)
    return writer.bytes
  }
}
