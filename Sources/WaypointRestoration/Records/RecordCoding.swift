import WaypointCore

/// How to write and read a value as a ``SnapshotRecord``, for a type that the
/// generic code only knows as `Value`: found once per coder by a dynamic
/// check, so the per-route calls need no casts.
struct RecordCoding<Value>: Sendable {
  let write: @Sendable (Value, inout SnapshotRecordWriter) -> Void
  let read: @Sendable (inout SnapshotRecordReader) throws(SnapshotRecordError) -> Value

  /// The record coding of `Value`, or `nil` if it does not adopt `SnapshotRecord`.
  init?(_ type: Value.Type) {
    guard let recordType = type as? any SnapshotRecord.Type else { return nil }
    self = Self.opening(recordType)
  }

  private init(
    write: @escaping @Sendable (Value, inout SnapshotRecordWriter) -> Void,
    read: @escaping @Sendable (inout SnapshotRecordReader) throws(SnapshotRecordError) -> Value
  ) {
    self.write = write
    self.read = read
  }

  /// `Record` is `Value` itself (it came from `Value.self`), so the bit casts
  /// convert between two spellings of one type; they only save a dynamic cast
  /// per route.
  private static func opening<Record: SnapshotRecord>(_ type: Record.Type) -> Self {
    precondition(MemoryLayout<Record>.size == MemoryLayout<Value>.size)
    return Self(
      write: { value, writer in unsafeBitCast(value, to: Record.self).write(to: &writer) },
      read: { (reader: inout SnapshotRecordReader) throws(SnapshotRecordError) -> Value in
        unsafeBitCast(try Record(from: &reader), to: Value.self)
      })
  }
}
