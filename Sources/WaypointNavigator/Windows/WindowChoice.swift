/// Which window a custom ``WindowRule`` gives a way in to.
public enum WindowChoice: Hashable, Sendable {
  /// The open window with this identity.
  case window(WindowID)
  /// A window opened for the way in, which waits until it joins the registry.
  case newWindow
  /// No window: the way in fails with ``WindowError/noWindow(reason:)``, for this reason.
  case fail(reason: String)
}
