/// What the user answered one of the app's dialogs with: the typed result
/// of a `.alert` presentation (see ``PMIApp/dialog(for:)``).
public enum PMIAnswer: Hashable, Sendable {
  /// Release the member the dialog asked about.
  case release
  /// Forget the whole team.
  case reset
  /// Leave things as they are.
  case keep
}
