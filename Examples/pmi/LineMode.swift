import PocketMonsterIndex

/// Line mode: one command per line on standard input, each answered with the
/// screen as plain text. Scriptable and deterministic.
@MainActor
struct LineMode {
  let session: Session
  private var app: PMIApp { session.app }

  static let help = """
    Commands:
      tap N        run choice N of the screen
      back         go back (a sheet at its root is dismissed)
      tab NAME     switch tab: pokedex, berries, team, settings (or 1-4)
      next, prev   turn a list's page
      open URL     open a link, e.g. open pmi://pokedex/25
      history      list the screens of the back stack
      pop N        go back to screen N of the history in one step
      print        print the screen again
      help         this list
      quit         save and leave
    """

  func run() async {
    print(ScreenText(app: app).plain)
    while let line = readLine() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      print("\n» \(trimmed)")
      guard await perform(trimmed) else { return }
      session.save()
    }
  }

  /// Runs one command; false means quit.
  private func perform(_ line: String) async -> Bool {
    let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
    let argument = parts.count > 1 ? parts[1] : ""
    switch parts[0].lowercased() {
    case "quit", "exit", "q": return false
    case "help", "?":
      print(Self.help)
      return true
    case "history":
      print("Back history (pop N to go there):")
      let history = app.history()
      for (index, title) in history.enumerated() {
        print("  \(index). \(title)\(index == history.count - 1 ? "  (here)" : "")")
      }
      return true
    case "tap": await number(argument) { await app.tap($0) }
    case "pop": await number(argument) { await app.popToHistory($0) }
    case "back": await app.back()
    case "next": app.turnPage(by: 1)
    case "prev": app.turnPage(by: -1)
    case "open": await app.open(argument)
    case "tab":
      if let tab = PMI.Tab(rawValue: argument.lowercased()) ?? Int(argument).flatMap(tab(at:)) {
        await app.selectTab(tab)
      } else {
        app.status = "Unknown tab '\(argument)': pokedex, berries, team or settings."
      }
    case "print": break
    default: app.status = "Unknown command '\(parts[0])'. Type help for the list."
    }
    print(ScreenText(app: app).plain)
    return true
  }

  private func number(_ text: String, _ body: (Int) async -> Void) async {
    guard let value = Int(text) else {
      app.status = "'\(text)' is not a number."
      return
    }
    await body(value)
  }

  private func tab(at number: Int) -> PMI.Tab? {
    PMI.Tab.allCases.indices.contains(number - 1) ? PMI.Tab.allCases[number - 1] : nil
  }
}
