public import PocketMonsterIndex

/// Line mode's commands, run against the app one line at a time.
///
/// `pmi` feeds it standard input and prints the screen after each command;
/// the line-mode fuzz target feeds it whatever it makes up. A command that
/// fails (a bad link, no such choice, a refusal) says why with
/// ``PMIApp/fail(_:)``, and the app's status then reads as a failure.
@MainActor
public struct LineInterpreter {
  /// The app the commands run against.
  public let app: PMIApp
  /// Writes what a command prints besides the screen: the help, the history.
  let print: @MainActor (String) -> Void

  /// Creates an interpreter of commands for `app`.
  ///
  /// - Parameters:
  ///   - app: The app the commands run against.
  ///   - print: Writes what a command prints besides the screen.
  public init(app: PMIApp, print: @escaping @MainActor (String) -> Void) {
    self.app = app
    self.print = print
  }

  /// The command list, from ``commands``.
  nonisolated public static var help: String {
    let rows = commands.filter { !$0.usage.isEmpty }
    let width = rows.map(\.usage.count).max() ?? 0
    return "Commands:\n"
      + rows.map { "  " + $0.usage.padding(to: width) + "  " + $0.summary }
      .joined(separator: "\n")
  }

  /// Runs one command line.
  ///
  /// Its first word names the command, the rest is its argument. A blank
  /// line does nothing.
  ///
  /// - Parameter line: The line, without its line end.
  /// - Returns: What the loop does next.
  public func perform(_ line: String) async -> LineCommand.Next {
    let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
    guard let word = parts.first else { return .readNext }
    let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    guard let command = Self.commands.first(where: { $0.names.contains(word.lowercased()) })
    else {
      app.fail("Unknown command '\(word)'. Type help for the list.")
      return .printScreen
    }
    if let needed = command.argument, argument.isEmpty {
      app.fail("\(command.names[0]) needs \(needed.what), such as “\(needed.example)”.")
      return .printScreen
    }
    return await command.run(self, argument)
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
