// Every sentence restoration says about what it could not read, in one
// place: descriptions say what and where, recovery suggestions what to do.

// MARK: - Records

extension SnapshotRecordError {
  /// `field 1: expected Int, found a string`.
  public var description: String { "field \(field): \(reason)" }

  /// What to change in the record's code, when the error points at it; `nil` otherwise.
  public var recoverySuggestion: String? {
    switch reason {
    case .noMoreFields:
      "Check isAtEnd before reading a field added later: older snapshots end before it."
    case .typeMismatch:
      "Read the fields in the order write(to:) writes them, with the same types."
    case .numberOutOfRange:
      "Read the field as Int64 or UInt64, the widest types a record holds."
    case .nested(_, let error):
      error.recoverySuggestion
    case .damagedField, .unknownCase, .invalidValue:
      nil
    }
  }
}

extension SnapshotRecordError.Reason {
  /// The problem, as a clause: `expected Int, found a string`.
  public var description: String {
    switch self {
    case .noMoreFields: "the record has no more fields"
    case .damagedField: "the field is damaged or cut short"
    case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
    case .numberOutOfRange(let type): "the number does not fit \(type)"
    case .unknownCase(let name): "there is no case '\(name)'"
    case .invalidValue(let explanation): explanation
    case .nested(let record, let error): "in \(record), \(error)"
    }
  }
}

extension SnapshotRecordError.FieldKind {
  /// The kind with its article, as in `found a string`.
  public var description: String {
    switch self {
    case .null: "null"
    case .boolean: "a Boolean"
    case .integer: "an integer"
    case .unsignedInteger: "an unsigned integer"
    case .floatingPoint: "a floating-point number"
    case .string: "a string"
    case .list: "a list"
    case .object: "an object"
    case .record: "a record"
    }
  }
}
