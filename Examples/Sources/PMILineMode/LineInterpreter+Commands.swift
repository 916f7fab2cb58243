import PocketMonsterIndex

extension LineInterpreter {
  /// Every command, once: `help` prints this list and ``perform(_:)`` runs from it.
  nonisolated static let commands: [LineCommand] = [
    LineCommand(
      names: ["tap"], usage: "tap N", summary: "run choice N of the screen",
      argument: .init(what: "a number", example: "tap 1")
    ) {
      await $0.number($1) { app, number in await app.tap(number) }
    },
    LineCommand(
      names: ["back"], usage: "back", summary: "go back (a sheet at its root is dismissed)"
    ) {
      interpreter, _ in
      await interpreter.app.back()
      return .printScreen
    },
    LineCommand(
      names: ["tab"], usage: "tab NAME",
      summary: "switch tab: pokedex, berries, team, settings, search (or 1-5)",
      argument: .init(what: "a tab", example: "tab berries")
    ) { await $0.selectTab($1) },
    LineCommand(
      names: ["next"], usage: "next, prev",
      summary: "turn a list's page (on a Pokémon or berry: the next one)"
    ) { interpreter, _ in
      await interpreter.turn(by: 1)
    },
    LineCommand(names: ["prev"], usage: "", summary: "") { interpreter, _ in
      await interpreter.turn(by: -1)
    },
    LineCommand(
      names: ["look", "i"], usage: "look N",
      summary: "a quick look at Pokémon N, in a sheet at half height over the screen",
      argument: .init(what: "a number", example: "look 25")
    ) {
      await $0.number($1) { app, number in await app.quickLook(number) }
    },
    LineCommand(
      names: ["drag"], usage: "drag", summary: "drag the sheet on top to its other height"
    ) { interpreter, _ in
      if interpreter.app.navigator.state.presentations.last?.detents.isEmpty == false {
        await interpreter.app.dragSheet()
      } else {
        interpreter.app.fail("No sheet with two heights is up: look N opens one.")
      }
      return .printScreen
    },
    LineCommand(
      names: ["open", "o"], usage: "open LINK",
      summary: "open a link: pmi://pokedex/25, https://pmi.example.com/… or pokedex/25",
      argument: .init(what: "a link", example: "open pokedex/25")
    ) { interpreter, link in
      await interpreter.app.open(link)
      return .printScreen
    },
    LineCommand(
      names: ["filter", "/"], usage: "filter TEXT",
      summary: "filter the Pokédex or Berries by name, type or number (filter alone: all)"
    ) { interpreter, text in
      await interpreter.app.filter(text)
      return .printScreen
    },
    LineCommand(
      names: ["go", "g"], usage: "go N",
      summary: "go to number N: its page on a list, that one on a Pokémon or berry",
      argument: .init(what: "a number", example: "go 25")
    ) { await $0.goTo($1) },
    LineCommand(names: ["history"], usage: "history", summary: "list the screens of the back stack")
    {
      interpreter, _ in
      interpreter.printHistory()
      return .readNext
    },
    LineCommand(
      names: ["pop"], usage: "pop N", summary: "go back to screen N of the history in one step",
      argument: .init(what: "a number", example: "pop 0")
    ) {
      await $0.number($1) { app, number in await app.popToHistory(number) }
    },
    LineCommand(
      names: ["where", "w"], usage: "where",
      summary: "where you are: the tab, its screens and every sheet, on one line"
    ) { interpreter, _ in
      interpreter.print(interpreter.app.whereLine)
      return .readNext
    },
    LineCommand(names: ["print"], usage: "print", summary: "print the screen again") { _, _ in
      .printScreen
    },
    LineCommand(names: ["help", "?"], usage: "help", summary: "this list") { interpreter, _ in
      interpreter.print(LineInterpreter.help)
      return .readNext
    },
    LineCommand(names: ["quit", "exit", "q"], usage: "quit", summary: "save and leave") { _, _ in
      .quit
    },
  ]

  /// Each command as a user types it, with an argument where it needs one:
  /// the line-mode fuzz target's seeds.
  nonisolated public static var examples: [String] {
    commands.map { $0.argument?.example ?? $0.names[0] }
  }

  /// Runs `body` with `text` read as a number, of any size `Int` holds.
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

  /// Every tab's name, as `tab` takes it: `pokedex, berries, …, settings or search`.
  ///
  /// A hidden tab is named too: `tab` says why it does not switch to it.
  nonisolated static var tabNames: String {
    let names = PMI.Tab.allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  private func selectTab(_ name: String) async -> LineCommand.Next {
    let byNumber = Int(name).flatMap(PMI.Tab.allCases.element(numbered:))
    if let tab = PMI.Tab(rawValue: name.lowercased()) ?? byNumber {
      await app.selectTab(tab)
    } else {
      app.fail("Unknown tab '\(name)': \(Self.tabNames) (or 1-\(PMI.Tab.allCases.count)).")
    }
    return .printScreen
  }

  /// `next` and `prev`: on a Pokémon or a berry, its neighbour in place, as
  /// ←/→ do; on a list, a page.
  private func turn(by delta: Int) async -> LineCommand.Next {
    if app.hasNeighbours {
      await app.showNeighbour(by: delta)
    } else {
      app.turnPage(by: delta)
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
    let history = app.history()
    print(
      (["Back history (pop N to go there):"]
        + history.enumerated().map { index, title in
          "  \(index). \(title)\(index == history.count - 1 ? "  (here)" : "")"
        }).joined(separator: "\n"))
  }
}
