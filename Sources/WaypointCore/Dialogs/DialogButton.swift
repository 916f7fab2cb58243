/// A button of a ``Dialog``: its title, its role and the answer it gives.
public struct DialogButton<Answer: Hashable & Sendable>: Hashable, Sendable {
  /// What a button does, which decides how the platform shows it.
  public enum Role: Hashable, Sendable {
    /// Leaves things as they are; dismissing the dialog any other way answers `nil`, not this
    /// button's answer.
    case cancel
    /// Deletes or discards something; shown in red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// The button's role; `nil` for an ordinary button.
  public var role: Role?
  /// The answer a tap gives.
  public var answer: Answer

  /// Creates a button with this ``title``, ``role`` and ``answer``.
  public init(_ title: String, role: Role? = nil, answer: Answer) {
    self.title = title
    self.role = role
    self.answer = answer
  }
}
