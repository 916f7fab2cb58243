import WaypointCore

/// Reads the fields of a ``SnapshotRecord`` back, in the order they were written.
///
/// Every read checks the field's type and bounds; a record from a damaged
/// file fails with a ``SnapshotRecordError`` and never reads outside its bytes.
public struct SnapshotRecordReader {
  private let buffer: CompactBuffer
  private var cursor: Int
  /// The end of the record's bytes that are present.
  private let end: Int
  /// The position of the next field.
  public private(set) var fieldIndex = 0

  /// Reads the record whose header is `header`.
  init(buffer: CompactBuffer, header: CompactBuffer.Header) {
    self.buffer = buffer
    self.cursor = header.payload
    self.end = min(header.end, buffer.bytes.count)
  }

  /// Whether every field has been read.
  ///
  /// Fields a newer writer added after the ones a reader knows can simply be
  /// left unread; check it before reading a field added later, which older
  /// snapshots do not have.
  public var isAtEnd: Bool { cursor >= end }

  /// An error about the field just read (or the first, before any), for a
  /// value the type does not know, such as an unknown case name.
  ///
  /// ```swift
  /// case let name: throw record.failure(.unknownCase(name))
  /// ```
  ///
  /// - Parameter reason: What is wrong with the value: usually
  ///   ``SnapshotRecordError/Reason/unknownCase(_:)`` or
  ///   ``SnapshotRecordError/Reason/invalidValue(_:)``.
  /// - Returns: An error to throw from ``SnapshotRecord/init(from:)``.
  public func failure(_ reason: SnapshotRecordError.Reason) -> SnapshotRecordError {
    SnapshotRecordError(field: max(fieldIndex - 1, 0), reason: reason)
  }

  /// Reads an integer field.
  ///
  /// - Parameter type: `Int.self`. A field written as any integer type reads,
  ///   if its value fits.
  /// - Returns: The field's value.
  /// - Throws: ``SnapshotRecordError`` if the field is missing, is not an
  ///   integer, or does not fit.
  public mutating func read(_ type: Int.Type) throws(SnapshotRecordError) -> Int {
    try integer(Int.self)
  }

  /// Reads a 64-bit integer field.
  ///
  /// - Parameter type: `Int64.self`. A field written as `Int` or `UInt64`
  ///   reads too, if its value fits.
  /// - Returns: The field's value.
  /// - Throws: ``SnapshotRecordError`` if the field is missing, is not an
  ///   integer, or does not fit.
  public mutating func read(_ type: Int64.Type) throws(SnapshotRecordError) -> Int64 {
    try integer(Int64.self)
  }

  /// Reads an unsigned 64-bit integer field.
  ///
  /// - Parameter type: `UInt64.self`. A field written as a signed integer
  ///   reads too, if it is not negative.
  /// - Returns: The field's value.
  /// - Throws: ``SnapshotRecordError`` if the field is missing, is not an
  ///   integer, or is negative.
  public mutating func read(_ type: UInt64.Type) throws(SnapshotRecordError) -> UInt64 {
    try integer(UInt64.self)
  }

  /// Reads a Boolean field.
  ///
  /// - Parameter type: `Bool.self`. Only a field written as a `Bool` reads.
  /// - Returns: The field's value.
  /// - Throws: ``SnapshotRecordError`` if the field is missing or not a Boolean.
  public mutating func read(_ type: Bool.Type) throws(SnapshotRecordError) -> Bool {
    let header = try next()
    switch header.tag {
    case .true: return true
    case .false: return false
    case let tag: throw mismatch(Bool.self, tag)
    }
  }

  /// Reads a floating-point field.
  ///
  /// - Parameter type: `Double.self`. Only a field written as a `Double`
  ///   reads, bit for bit.
  /// - Returns: The field's value.
  /// - Throws: ``SnapshotRecordError`` if the field is missing or not a number.
  public mutating func read(_ type: Double.Type) throws(SnapshotRecordError) -> Double {
    let header = try next()
    guard header.tag == .double else { throw mismatch(Double.self, header.tag) }
    return buffer.double(header)
  }

  /// Reads a string field.
  ///
  /// - Parameter type: `String.self`. Only a field written as a `String` reads.
  /// - Returns: The field's value; invalid UTF-8 is repaired, never trusted.
  /// - Throws: ``SnapshotRecordError`` if the field is missing or not a string.
  public mutating func read(_ type: String.Type) throws(SnapshotRecordError) -> String {
    let header = try next()
    guard header.tag == .string else { throw mismatch(String.self, header.tag) }
    return buffer.string(header)
  }

  /// Reads a field that is itself a record.
  ///
  /// - Parameter type: The nested record's type.
  /// - Returns: The nested value.
  /// - Throws: ``SnapshotRecordError`` if the field is missing, is not a
  ///   record, or the nested record cannot be read; a nested failure names
  ///   its own field.
  public mutating func read<Record: SnapshotRecord>(_ type: Record.Type)
    throws(SnapshotRecordError) -> Record
  {
    let header = try next()
    guard header.tag == .record else { throw mismatch(Record.self, header.tag) }
    var nested = SnapshotRecordReader(buffer: buffer, header: header)
    do {
      return try Record(from: &nested)
    } catch {
      throw failure(.nested(record: "\(Record.self)", error))
    }
  }

  /// Reads an empty field if the next one is empty.
  ///
  /// - Returns: `true`, having moved past it, when the next field was written
  ///   by ``SnapshotRecordWriter/writeNil()``; `false`, reading nothing, otherwise.
  public mutating func readNil() -> Bool {
    guard cursor < end, buffer.bytes[cursor] == CompactTag.null.rawValue else { return false }
    cursor += 1
    fieldIndex += 1
    return true
  }

  /// The next field's header; the cursor moves past it.
  private mutating func next() throws(SnapshotRecordError) -> CompactBuffer.Header {
    guard cursor < end else {
      throw SnapshotRecordError(field: fieldIndex, reason: .noMoreFields)
    }
    guard let header = try? buffer.header(at: cursor, []), header.end <= end else {
      throw SnapshotRecordError(field: fieldIndex, reason: .damagedField)
    }
    cursor = header.end
    fieldIndex += 1
    return header
  }

  private mutating func integer<Value: FixedWidthInteger>(_ type: Value.Type)
    throws(SnapshotRecordError) -> Value
  {
    let header = try next()
    guard header.tag == .int || header.tag == .uint else { throw mismatch(Value.self, header.tag) }
    guard let value = buffer.integer(header, as: Value.self) else {
      throw failure(.numberOutOfRange(type: "\(Value.self)"))
    }
    return value
  }

  private func mismatch(_ expected: Any.Type, _ tag: CompactTag) -> SnapshotRecordError {
    failure(.typeMismatch(expected: "\(expected)", found: tag.fieldKind))
  }
}
