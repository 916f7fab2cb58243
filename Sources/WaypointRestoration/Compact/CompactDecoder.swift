#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes values from the compact snapshot encoding: the façade over
/// `CompactDecoderImpl`, as `JSONDecoder` is over its own.
///
/// It takes a `CompactBuffer` rather than bytes so that the caller can ask
/// the buffer afterwards where the data was cut short.
struct CompactDecoder {
  /// The value of `type` the buffer holds.
  func decode<T: Decodable>(_ type: T.Type, from buffer: CompactBuffer) throws -> T {
    try T(from: CompactDecoderImpl(root: buffer))
  }

  /// The value of `type` the buffer holds, decoded with `configuration`.
  func decode<T: DecodableWithConfiguration>(
    _ type: T.Type, from buffer: CompactBuffer, configuration: T.DecodingConfiguration
  ) throws -> T {
    try T(from: CompactDecoderImpl(root: buffer), configuration: configuration)
  }
}
