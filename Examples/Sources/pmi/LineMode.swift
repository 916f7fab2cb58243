import PocketMonsterIndex

/// Line mode: one command per line on standard input, each answered with the
/// screen as plain text on standard output.
///
/// Scriptable and deterministic: a command that fails (a bad link, no such
/// choice, a refusal) says why on standard error, and the run then exits
/// non-zero.
@MainActor
struct LineMode {
  let session: Session
  var app: PMIApp { session.app }

  /// Every command, once: `help` prints this list and the loop runs from it.
  static let commands: [LineCommand] = [
    LineCommand(names: ["tap"], usage: "tap N", summary: "run choice N of the screen") {
      await $0.number($1) { app, number in await app.tap(number) }
    },
    LineCommand(
      names: ["back"], usage: "back", summary: "go back (a sheet at its root is dismissed)"
    ) {
      mode, _ in
      await mode.app.back()
      return .printScreen
    },
    LineCommand(
      names: ["tab"], usage: "tab NAME",
      summary: "switch tab: pokedex, berries, team, settings (or 1-4)"
    ) { await $0.selectTab($1) },
    LineCommand(names: ["next"], usage: "next, prev", summary: "turn a list's page") { mode, _ in
      mode.app.turnPage(by: 1)
      return .printScreen
    },
    LineCommand(names: ["prev"], usage: "", summary: "") { mode, _ in
      mode.app.turnPage(by: -1)
      return .printScreen
    },
    LineCommand(
      names: ["open", "o"], usage: "open LINK",
      summary: "open a link: pmi://pokedex/25, https://pmi.example.com/… or pokedex/25"
    ) { mode, link in
      await mode.app.open(link)
      return .printScreen
    },
    LineCommand(
      names: ["filter", "/"], usage: "filter TEXT",
      summary: "filter the Pokédex or Berries by name, type or number (filter alone: all)"
    ) { mode, text in
      await mode.app.filter(text)
      return .printScreen
    },
    LineCommand(
      names: ["go", "g"], usage: "go N",
      summary: "go to number N: its page on a list, that one on a Pokémon or berry"
    ) { await $0.goTo($1) },
    LineCommand(names: ["history"], usage: "history", summary: "list the screens of the back stack")
    {
      mode, _ in
      mode.printHistory()
      return .readNext
    },
    LineCommand(
      names: ["pop"], usage: "pop N", summary: "go back to screen N of the history in one step"
    ) {
      await $0.number($1) { app, number in await app.popToHistory(number) }
    },
    LineCommand(names: ["print"], usage: "print", summary: "print the screen again") { _, _ in
      .printScreen
    },
    LineCommand(names: ["help", "?"], usage: "help", summary: "this list") { _, _ in
      Output.line(LineMode.help)
      return .readNext
    },
    LineCommand(names: ["quit", "exit", "q"], usage: "quit", summary: "save and leave") { _, _ in
      .quit
    },
  ]

  /// The command list, from ``commands``.
  static var help: String {
    let rows = commands.filter { !$0.usage.isEmpty }
    let width = rows.map(\.usage.count).max() ?? 0
    return "Commands:\n"
      + rows.map { "  " + $0.usage.padding(to: width) + "  " + $0.summary }
      .joined(separator: "\n")
  }

  /// Runs commands until `quit` or the end of the input.
  ///
  /// - Returns: Whether every command worked.
  func run() async -> Bool {
    session.onSaveFailure = { Output.error($0) }
    Output.line(ScreenText(app: app).plain)
    app.status = ""
    var allWorked = true
    while let line = readLine() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      Output.line("\n» \(trimmed)")
      let next = await perform(trimmed)
      if app.statusIsFailure {
        // On standard error, so a script sees it and the screen stays the screen.
        Output.error(app.status)
        app.status = ""
        allWorked = false
      }
      if next == .printScreen {
        Output.line(ScreenText(app: app).plain)
        app.status = ""  // said once; the next screen starts clean
      }
      guard next != .quit else { break }
      await session.save()
    }
    return allWorked
  }

  /// Runs one command line.
  private func perform(_ line: String) async -> LineCommand.Next {
    let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
    let name = parts[0].lowercased()
    let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    guard let command = Self.commands.first(where: { $0.names.contains(name) }) else {
      app.fail("Unknown command '\(parts[0])'. Type help for the list.")
      return .printScreen
    }
    return await command.run(self, argument)
  }

  private func number(_ text: String, _ body: (PMIApp, Int) async -> Void) async
    -> LineCommand.Next
  {
    guard let value = Int(text) else {
      app.fail("'\(text)' is not a number.")
      return .printScreen
    }
    await body(app, value)
    return .printScreen
  }

  private func selectTab(_ name: String) async -> LineCommand.Next {
    let tabs = PMI.Tab.allCases
    let byNumber = Int(name).flatMap { tabs.indices.contains($0 - 1) ? tabs[$0 - 1] : nil }
    if let tab = PMI.Tab(rawValue: name.lowercased()) ?? byNumber {
      await app.selectTab(tab)
    } else {
      app.fail("Unknown tab '\(name)': pokedex, berries, team or settings.")
    }
    return .printScreen
  }

  /// Goes to number `text` and, on a list, says which choice of the page it is.
  private func goTo(_ text: String) async -> LineCommand.Next {
    await app.goTo(text)
    let screen = app.screen()
    guard !app.statusIsFailure, let tab = screen.listTab,
      case let action = screen.actions[app.listPosition(tab).row],
      case .push(let route) = action.intent,
      let place = app.pageChoices().firstIndex(of: action)
    else { return .printScreen }
    app.status =
      "\(app.title(of: route)) is choice \(place + 1) of this page: tap \(place + 1) opens it."
    return .printScreen
  }

  private func printHistory() {
    Output.line("Back history (pop N to go there):")
    let history = app.history()
    for (index, title) in history.enumerated() {
      Output.line("  \(index). \(title)\(index == history.count - 1 ? "  (here)" : "")")
    }
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
