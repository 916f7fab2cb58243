public import PocketMonsterIndex

/// Line mode's commands, run against the app one line at a time.
///
/// `pmi` runs it over standard input and the line-mode fuzz target over
/// whatever it makes up, both through ``run(lines:reportingFailures:afterEach:)``,
/// so the fuzzer runs the loop pmi runs. A command that fails (a bad link,
/// no such choice, a refusal) says why with ``PMIApp/fail(_:)``, and the
/// app's status then reads as a failure.
@MainActor
public struct LineInterpreter {
  /// The app the commands run against.
  public let app: PMIApp
  /// Writes line mode's output a piece at a time: each screen, each command
  /// echoed before it, the help, the history.
  let print: @MainActor (String) -> Void

  /// Creates an interpreter of commands for `app`.
  ///
  /// - Parameters:
  ///   - app: The app the commands run against.
  ///   - print: Writes line mode's output a piece at a time: each screen,
  ///     each command echoed before it, the help, the history.
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

  /// Runs line mode: prints the screen, then runs each line of `lines` as a
  /// command and prints the screen after it, until `quit` or the last line.
  ///
  /// A line is trimmed of spaces; a blank one or a comment (`#`) is skipped,
  /// any other is echoed as `» command`. A command's failure is handed to
  /// `report` and then cleared, and a screen's status is said once: the
  /// next screen starts without it.
  ///
  /// - Parameters:
  ///   - lines: The commands, a line each, read as they are needed.
  ///   - report: Says why a command failed; pmi writes it on standard error.
  ///   - afterEach: Runs after each command but `quit`, before the next
  ///     line is read; pmi saves there.
  /// - Returns: Whether every command worked.
  public func run(
    lines: some Sequence<String>,
    reportingFailures report: (String) -> Void,
    afterEach: @MainActor () async -> Void = {}
  ) async -> Bool {
    print(ScreenText(app: app).plain)
    app.status = ""
    var allWorked = true
    for line in lines {
      let command = line.trimmingCharacters(in: .whitespaces)
      guard !command.isEmpty, !command.hasPrefix("#") else { continue }
      print("\n» \(command)")
      let next = await perform(command)
      if app.statusIsFailure {
        // Said apart, so that the screen stays the screen.
        report(app.status)
        app.status = ""
        allWorked = false
      }
      if next == .printScreen {
        print(ScreenText(app: app).plain)
        app.status = ""  // said once; the next screen starts clean
      }
      guard next != .quit else { break }
      await afterEach()
    }
    return allWorked
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
