import PocketMonsterIndex

/// A line-mode command: its names, how it is typed, what it does.
///
/// The help text and the dispatch both read the one list,
/// ``LineMode/commands``.
struct LineCommand {
  /// What a command asks of the loop after it ran.
  enum Next {
    /// Print the screen and read the next command.
    case printScreen
    /// Read the next command; the command printed what it had to.
    case readNext
    /// Save and leave.
    case quit
  }

  /// The command's name, then its aliases.
  let names: [String]
  /// How it is typed, such as `tap N`.
  let usage: String
  /// What it does, in a few words.
  let summary: String
  /// Runs it with the rest of the line.
  let run: @MainActor (LineMode, String) async -> Next
}
