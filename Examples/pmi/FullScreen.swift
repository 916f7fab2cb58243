import PocketMonsterIndex

/// The full-screen front end: a tab bar and breadcrumb on top, the screen in
/// the middle with the selected choice highlighted, a status line at the bottom.
@MainActor
final class FullScreen {
  private enum Mode {
    case browsing
    case linkPrompt(String)
    case history(selected: Int)
    case help
  }

  private let session: Session
  private let terminal = Terminal()
  private var selection = 0
  private var mode = Mode.browsing
  private var app: PMIApp { session.app }

  init(session: Session) {
    self.session = session
  }

  static let help = [
    "↑/↓ or k/j  move            Enter or →/l  open",
    "Backspace, Esc, ←/h  back   Tab or 1-4    switch tab",
    "n / p       next/previous page of a list",
    "b           back-history menu: jump back several screens at once",
    "o           open a pmi:// link",
    "?           this help       q or Ctrl-C   quit (the session is saved)",
  ]

  func run() async {
    terminal.start()
    defer { terminal.restore() }
    let (events, continuation) = terminal.events()
    app.onChange = { continuation.yield(.redraw) }
    draw()
    for await event in events {
      switch event {
      case .quit: return
      case .resize, .redraw: break
      case .key(let key):
        guard await handle(key, continuation) else { return }
        session.save()
      }
      draw()
    }
  }

  /// Handles a key; false means quit.
  private func handle(_ key: Terminal.Key, _ events: AsyncStream<Terminal.Event>.Continuation) async
    -> Bool
  {
    switch mode {
    case .help:
      mode = .browsing
      return true
    case .linkPrompt(let text):
      await prompt(key, text)
      return true
    case .history(let selected):
      await history(key, selected)
      return true
    case .browsing:
      return await browse(key, events)
    }
  }

  private func browse(_ key: Terminal.Key, _ events: AsyncStream<Terminal.Event>.Continuation) async
    -> Bool
  {
    let count = app.screen().actions.count
    switch key {
    case .controlC, .character("q"): return false
    case .up, .character("k"): selection = max(0, selection - 1)
    case .down, .character("j"): selection = min(max(count - 1, 0), selection + 1)
    case .enter, .right, .character("l"):
      guard count > 0 else { break }
      // The screen may have changed under the selection (the export finishing).
      selection = min(selection, count - 1)
      let choice = selection + 1
      if app.screen().actions[selection].intent == .startExport {
        // The export takes a while; the screen keeps drawing its progress.
        Task {
          await app.tap(choice); events.yield(.redraw)
        }
      } else {
        await app.tap(choice)
        selection = 0
      }
    case .backspace, .escape, .left, .character("h"):
      await app.back()
      selection = 0
    case .tab:
      let tabs = PMI.Tab.allCases
      let next = tabs[((tabs.firstIndex(of: app.navigator.selectedTab) ?? 0) + 1) % tabs.count]
      await app.selectTab(next)
      selection = 0
    case .character(let digit) where ("1"..."4").contains(digit):
      await app.selectTab(PMI.Tab.allCases[(digit.wholeNumberValue ?? 1) - 1])
      selection = 0
    case .character("n"): app.turnPage(by: 1); selection = 0
    case .character("p"): app.turnPage(by: -1); selection = 0
    case .character("b"): mode = .history(selected: max(0, app.history().count - 2))
    case .character("o"), .character(":"): mode = .linkPrompt("pmi://")
    case .character("?"): mode = .help
    default: break
    }
    return true
  }

  private func prompt(_ key: Terminal.Key, _ text: String) async {
    switch key {
    case .escape, .controlC: mode = .browsing
    case .enter:
      mode = .browsing
      await app.open(text)
      selection = 0
    case .backspace: mode = .linkPrompt(String(text.dropLast()))
    case .character(let character): mode = .linkPrompt(text + String(character))
    default: break
    }
  }

  private func history(_ key: Terminal.Key, _ selected: Int) async {
    let count = app.history().count
    switch key {
    case .escape, .controlC, .character("b"), .character("q"): mode = .browsing
    case .up, .character("k"): mode = .history(selected: max(0, selected - 1))
    case .down, .character("j"): mode = .history(selected: min(count - 1, selected + 1))
    case .enter:
      mode = .browsing
      await app.popToHistory(selected)
      selection = 0
    default: break
    }
  }

  // MARK: - Drawing

  private func draw() {
    let (rows, columns) = terminal.size
    let text = ScreenText(app: app, selection: selection)
    var lines: [String] = [
      "\u{1B}[1m" + fit(text.tabBar, columns) + "\u{1B}[0m",
      "\u{1B}[2m" + fit(text.breadcrumb, columns) + "\u{1B}[0m",
      String(repeating: "─", count: columns),
    ]
    lines += overlay(text, columns: columns)
    let available = rows - 1
    let body =
      lines.count > available
      ? Array(lines.prefix(available))
      : lines + Array(repeating: "", count: available - lines.count)
    let status = statusLine(text, columns)
    terminal.write(
      "\u{1B}[H" + body.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\r\n\u{1B}[7m" + status
        + "\u{1B}[0m\u{1B}[K")
  }

  private func overlay(_ text: ScreenText, columns: Int) -> [String] {
    switch mode {
    case .browsing, .linkPrompt:
      return text.body.map { line in
        line.isSelected
          ? "\u{1B}[7m" + fit(line.text, columns) + "\u{1B}[0m" : fit(line.text, columns)
      }
    case .help:
      return ["Keys", ""] + Self.help.map { fit("  " + $0, columns) }
    case .history(let selected):
      let entries = app.history()
      return ["Back history — Enter jumps there, Esc closes", ""]
        + entries.enumerated().map { index, title in
          let line = fit(
            "  \(index). \(title)\(index == entries.count - 1 ? "  (here)" : "")", columns)
          return index == selected ? "\u{1B}[7m" + line + "\u{1B}[0m" : line
        }
    }
  }

  private func statusLine(_ text: ScreenText, _ columns: Int) -> String {
    if case .linkPrompt(let typed) = mode {
      return fit("Open link: \(typed)▏  (Enter opens, Esc cancels)", columns)
    }
    return fit(
      text.status.isEmpty ? "? help · b back history · o open link · q quit" : text.status, columns)
  }

  /// Cuts or pads a line to the terminal's width.
  private func fit(_ line: String, _ columns: Int) -> String {
    line.count > columns ? String(line.prefix(max(0, columns - 1))) + "…" : line
  }
}
