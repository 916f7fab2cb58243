/// Which window a custom ``WindowRule`` gives a link to.
public enum WindowChoice: Hashable, Sendable {
  /// The open window with this identity.
  case window(WindowID)
  /// A window opened for the link; the link waits until it joins the registry.
  case newWindow
  /// No window: the link fails with ``WindowError/noWindow(reason:)``, for
  /// this reason.
  case fail(reason: String)
}
