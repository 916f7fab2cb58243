import WaypointCore

/// Why a ``WindowRegistry`` failed to register a window or to place a link: nothing changed.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No open window has this identity: it never registered, or it has gone.
  case unknownWindow(WindowID)
  /// A window with this identity is already registered.
  case duplicateWindow(WindowID)
  /// The navigator is already registered for another window: each window has its own.
  case navigatorAlreadyRegistered(as: WindowID)
  /// The app's rule gave the link to no window, for this reason.
  case noWindow(reason: String)

  /// A sentence that says what failed and why.
  public var description: String {
    switch self {
    case .unknownWindow(let id):
      "No open window is \(id)."
    case .duplicateWindow(let id):
      "Window '\(MessageText.quoting(id.rawValue))' is already registered."
    case .navigatorAlreadyRegistered(let id):
      "The navigator is already registered for \(id); each window needs its own navigator."
    case .noWindow(let reason):
      "No window takes the link: \(MessageText.describing(reason))"
    }
  }

  /// What to do instead, when the error has an obvious remedy; `nil` otherwise.
  public var recoverySuggestion: String? {
    switch self {
    case .unknownWindow: "Register the window before activating it or giving it a link."
    case .duplicateWindow:
      "Unregister the window when it closes, or give each window its own WindowID."
    case .navigatorAlreadyRegistered: "Make a navigator for each window."
    case .noWindow: nil
    }
  }
}
