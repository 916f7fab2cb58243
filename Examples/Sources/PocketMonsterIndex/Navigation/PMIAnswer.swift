/// What the user answered one of the app's dialogs with: the typed result
/// of a `.alert` presentation (see ``PMIApp/dialog(for:)``), and the app's
/// return value, which waits in the saved state until taken.
public enum PMIAnswer: Hashable, Codable, Sendable {
  /// Release the member the dialog asked about.
  case release
  /// Forget the whole team.
  case reset
  /// Leave things as they are.
  case keep
  /// The berry, by its number, chosen for a Pokémon ("Choose a berry").
  case berry(Int)
}
