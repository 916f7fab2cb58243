/// What a dialog shows: a title, a message and the buttons that answer it.
///
/// A dialog is a presentation with style ``PresentationStyle/alert`` or
/// ``PresentationStyle/confirmationDialog``: the state holds its route, and the app turns the route
/// into a `Dialog` when it is shown. The button the user taps dismisses the dialog and gives its
/// ``DialogButton/answer`` to whoever awaits the presentation's result.
///
/// Titles and messages are the app's own text, shown as they are.
public struct Dialog<Answer: Hashable & Sendable>: Hashable, Sendable {
  /// The dialog's title.
  public var title: String
  /// The text under the title; `nil` for none.
  public var message: String?
  /// The buttons, in the order the app gives them; SwiftUI places a ``DialogButton/Role/cancel``
  /// button where the platform puts it.
  ///
  /// An alert with none gets the platform's OK button, which answers `nil`.
  public var buttons: [DialogButton<Answer>]

  /// Creates a dialog with these ``title``, ``message`` and ``buttons``.
  public init(title: String, message: String? = nil, buttons: [DialogButton<Answer>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
