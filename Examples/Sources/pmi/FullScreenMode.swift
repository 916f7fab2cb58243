import PMITerminal
import PocketMonsterIndex

/// What the full screen is doing besides browsing.
enum FullScreenMode {
  /// A one-line prompt in the status line.
  enum Prompt {
    case link, filter, goTo

    /// The prompt's label.
    var label: String {
      switch self {
      case .link: "Open link: "
      case .filter: "Filter: "
      case .goTo: "Go to number: "
      }
    }
  }

  case browsing
  case prompt(Prompt, LineEditor)
  case history(row: Int, top: Int)
  case help(top: Int)
  /// What the user saw and what navigation did, newest at the bottom.
  case timeline(top: Int)

  /// Whether a text field has the keys.
  var isPrompt: Bool {
    if case .prompt = self { true } else { false }
  }
}
