extension LinkError {
  /// What a parameter's value had to be, in ``LinkError/badParameter(name:value:expected:)``.
  ///
  /// The typed accessors of ``LinkParameters`` give ``value(of:)`` with the type they convert to;
  /// an app that checks more than the type, such as a range, says so with ``integer(in:)`` or
  /// throws an error of its own, which the router keeps in
  /// ``LinkError/failed(pattern:underlying:)``. Two `value(of:)` expectations are the same when
  /// they name the same type.
  public enum Expectation: Sendable {
    /// A value of this type, such as `Int.self`, `UUID.self` or an enum's type.
    case value(of: any Any.Type)
    /// An integer within these bounds.
    case integer(in: ClosedRange<Int>)
  }
}
