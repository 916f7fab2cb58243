import WaypointCore

/// Writes the fields of a ``SnapshotRecord`` into a compact snapshot.
///
/// Each field carries its type, so a reader that expects another type gets a
/// ``SnapshotRecordError`` naming the field instead of misreading the bytes.
public struct SnapshotRecordWriter {
  /// The snapshot's bytes; records are written straight into them.
  var output = CompactWriter()

  init() {}

  /// Writes an integer field.
  ///
  /// - Parameter value: The number, as a zigzag varint: small numbers of
  ///   either sign take a byte or two, and it reads back as any integer type
  ///   it fits.
  public mutating func write(_ value: Int) {
    write(Int64(value))
  }

  /// Writes a 64-bit integer field.
  ///
  /// - Parameter value: The number, written as `write(_: Int)` writes it, so
  ///   a reader may read it as `Int`.
  public mutating func write(_ value: Int64) {
    output.append(CompactTag.int.rawValue)
    output.writeVarint(ZigZag.encode(value))
  }

  /// Writes an unsigned 64-bit integer field.
  ///
  /// - Parameter value: The number, as a varint: values below 128 take one byte.
  public mutating func write(_ value: UInt64) {
    output.append(CompactTag.uint.rawValue)
    output.writeVarint(value)
  }

  /// Writes a Boolean field.
  ///
  /// - Parameter value: The flag, held in the field's one tag byte.
  public mutating func write(_ value: Bool) {
    output.append(value ? CompactTag.true.rawValue : CompactTag.false.rawValue)
  }

  /// Writes a floating-point field, bit for bit.
  ///
  /// - Parameter value: The number, as the 8 bytes of its bit pattern: it reads
  ///   back identical, signed zeros and NaN payloads included.
  public mutating func write(_ value: Double) {
    output.append(CompactTag.double.rawValue)
    withUnsafeBytes(of: value.bitPattern.littleEndian) { raw in
      for byte in raw { output.append(byte) }
    }
  }

  /// Writes a string field as UTF-8.
  ///
  /// - Parameter value: The text, as UTF-8 after its byte count.
  public mutating func write(_ value: String) {
    output.append(CompactTag.string.rawValue)
    output.writeString(value)
  }

  /// Writes a field that is itself a record, such as a route's payload struct.
  ///
  /// - Parameter value: The nested record.
  public mutating func write<Record: SnapshotRecord>(_ value: Record) {
    writeRecord { value.write(to: &$0) }
  }

  /// Frames what `fields` writes as one record: its tag, its length, its fields.
  mutating func writeRecord(_ fields: (inout Self) -> Void) {
    output.append(CompactTag.record.rawValue)
    let start = output.beginLength()
    fields(&self)
    output.endLength(contentStart: start)
  }

  /// Writes an empty field, for an optional value that is `nil`; read it back
  /// with ``SnapshotRecordReader/readNil()``.
  public mutating func writeNil() {
    output.append(CompactTag.null.rawValue)
  }
}
