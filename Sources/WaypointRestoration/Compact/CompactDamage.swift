import WaypointCore

/// What the compact decoder found wrong with the bytes.
///
/// The `Decoder` protocol reports every failure as a `DecodingError`, so a
/// damage travels as that error's debug description; its wording lives with
/// the module's other sentences, in Restoration+Messages.swift.
enum CompactDamage {
  /// A value starts with a byte that is no `CompactTag`.
  case unknownTag(UInt8, offset: Int)
  /// A varint runs past 64 bits.
  case numberOverflows
  /// A container's end lies beyond `Int.max`.
  case lengthOverflows
  /// A length or count does not fit `Int`.
  case lengthTooLarge(UInt64)
  /// The data ends inside a value; `byteCount` is how many bytes there are.
  case endsInsideValue(byteCount: Int)
  /// A number does not fit the type decoded.
  case numberOutOfRange(type: String)
  /// A value of another kind stands where a value of the type decoded should.
  case found(SnapshotRecordError.FieldKind)
  /// An object lacks a key.
  case noValue(forKey: String)
  /// A list was read past its last item.
  case noMoreItems
  /// A list's bytes end before the count of items it declares.
  case fewerItemsThanDeclared
  /// An item's bytes run past the end of its list.
  case itemRunsPastList
}
