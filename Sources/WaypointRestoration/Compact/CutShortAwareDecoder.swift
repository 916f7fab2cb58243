import WaypointCore

/// A decoder that can tell whether all of its value's bytes are present.
///
/// A keyed container cut short cannot tell a missing key from one that was cut
/// off, so the snapshot reader refuses incomplete entries outright instead of
/// restoring them with options quietly reset.
protocol CutShortAwareDecoder: Decoder {
  var isCutShort: Bool { get }
}
