/// A line-mode command: its names, how it is typed, what it does.
///
/// The help text and the dispatch both read the one list,
/// ``LineInterpreter/commands``.
public struct LineCommand: Sendable {
  /// What a command asks of the loop after it ran.
  public enum Next: Sendable {
    /// Print the screen and read the next command.
    case printScreen
    /// Read the next command; the command printed what it had to.
    case readNext
    /// Save and leave.
    case quit
  }

  /// What a command's argument is, for one that cannot run without it.
  struct Argument: Sendable {
    /// What it is, such as `a number`.
    let what: String
    /// The command written with one, such as `go 25`.
    let example: String
  }

  /// The command's name, then its aliases.
  let names: [String]
  /// How it is typed, such as `tap N`.
  let usage: String
  /// What it does, in a few words.
  let summary: String
  /// The argument it needs, if it needs one: without it, it says so and
  /// does not run.
  var argument: Argument? = nil
  /// Runs it with the rest of the line.
  let run: @MainActor @Sendable (LineInterpreter, String) async -> Next
}
