import WaypointCore

extension LinkError {
  /// What a parameter's value had to be, in
  /// ``LinkError/badParameter(name:value:expected:)``.
  ///
  /// The typed accessors of ``LinkParameters`` give ``value(of:)`` with the type
  /// they convert to; an app that checks more than the type, such as a range,
  /// says so with ``integer(in:)`` or throws an error of its own, which the
  /// router keeps in ``LinkError/failed(pattern:underlying:)``.
  ///
  /// # Equality
  /// Two `value(of:)` expectations are equal when they name the same type.
  public enum Expectation: Hashable, Sendable, CustomStringConvertible {
    /// A value of this type, such as `Int.self`, `UUID.self` or an enum's type.
    case value(of: any Any.Type)
    /// An integer within these bounds.
    case integer(in: ClosedRange<Int>)

    public static func == (lhs: Expectation, rhs: Expectation) -> Bool {
      switch (lhs, rhs) {
      case (.value(let left), .value(let right)): ObjectIdentifier(left) == ObjectIdentifier(right)
      case (.integer(let left), .integer(let right)): left == right
      case (.value, _), (.integer, _): false
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .value(let type):
        hasher.combine(0)
        hasher.combine(ObjectIdentifier(type))
      case .integer(let range):
        hasher.combine(1)
        hasher.combine(range)
      }
    }
  }
}
