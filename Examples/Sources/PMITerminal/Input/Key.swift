/// One key press, decoded from the bytes a terminal sends.
///
/// Modifiers that pmi gives no meaning to (Shift+↓, Ctrl+→) arrive as the
/// plain key, so a modified arrow never turns into stray characters.
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case home, end, pageUp, pageDown
  case enter, escape, backspace, delete, tab
  /// Shift-Tab, sent as `CSI Z`.
  case backTab
  /// A control character, named by its letter: Ctrl-U is `.control("u")`.
  case control(Character)
  /// A printable character.
  case character(Character)
  /// A click or a wheel turn, when the terminal reports the mouse.
  case mouse(MouseEvent)
  /// Text the user pasted (bracketed paste), as it came: text for a text
  /// field, never keys, so a pasted line end submits nothing and a pasted
  /// `y` answers no question.
  case paste(String)
}

/// A mouse report (SGR mode 1006): what happened, and where, counting from 1.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Action: Hashable, Sendable {
    case press, release, wheelUp, wheelDown
  }

  /// What the mouse did.
  public let action: Action
  /// The column, from 1 at the left.
  public let column: Int
  /// The row, from 1 at the top.
  public let row: Int

  /// Creates a mouse event.
  public init(_ action: Action, column: Int, row: Int) {
    self.action = action
    self.column = column
    self.row = row
  }
}
