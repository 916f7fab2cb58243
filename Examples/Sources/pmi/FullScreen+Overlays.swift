import PMITerminal
import PocketMonsterIndex

extension FullScreen {
  /// A key in a prompt: on a list the filter applies as it is typed; Enter acts.
  func edit(_ prompt: FullScreenMode.Prompt, _ editor: inout LineEditor, _ key: Key) async {
    if case .mouse = key { return }
    let filtersLive = prompt == .filter && isList
    switch editor.handle(key) {
    case .editing:
      mode = .prompt(prompt, editor)
      if filtersLive { applyFilter(editor.text) }
    case .cancelled:
      mode = .browsing
      if let before = filterBefore {
        stopShowingTheList(filter: before)
      } else if filtersLive {
        applyFilter("")
      }
    case .submitted(let text):
      mode = .browsing
      await submit(prompt, text)
    }
  }

  private func submit(_ prompt: FullScreenMode.Prompt, _ text: String) async {
    switch prompt {
    case .link:
      guard !text.isEmpty else { return }
      // The app reads the field's syntax, the one line mode and `pmi open` read.
      await navigate { await app.open(text) }
    case .filter where filterBefore != nil:
      // The list shown live was a look: now it is gone back to, filtered.
      filterBefore = nil
      await navigate { await app.filter(text) }
    case .filter where isList:
      applyFilter(text)
      if content.choices.isEmpty {
        // Empty, only the Search tab shows nothing: it waits for a name.
        message =
          text.isEmpty
          ? PMIApp.emptySearch : "Nothing matches “\(text)”: Esc clears the filter."
      }
    case .filter:
      // From a Pokémon or berry, back to its list, filtered; elsewhere, why not.
      await navigate { await app.filter(text) }
    case .goTo: await goTo(text)
    }
  }

  /// `/` on a Pokémon or berry one screen wide: its list shows in the
  /// screen's place while the filter is typed, filtered live as on the list
  /// itself; Enter goes back to it, Esc back to the screen.
  func showListToFilter() {
    guard !isSplit, !isList, let tab = app.filterableList else { return }
    filterBefore = app.filter(of: tab)
    reload()
  }

  /// Esc on a filter shown live from a Pokémon or berry: the screen again,
  /// and its list as it was.
  private func stopShowingTheList(filter before: String) {
    filter = before
    filterBefore = nil
    cursorMoved = false  // the list's highlight moved only for the look
    reload()
  }

  func applyFilter(_ text: String) {
    filter = text
    let kept = highlightedAction
    rebuild()
    position = kept.flatMap { content.choices.firstIndex(of: $0) } ?? 0
    cursorMoved = true
    keepHighlightVisible()
  }

  /// Goes to number `text`: on a list, highlights its row (#25 on the
  /// Pokédex, berry 16 on Berries); on a Pokémon or a berry, shows that one
  /// in its place; elsewhere, the app says why not.
  private func goTo(_ text: String) async {
    if isSplit {
      await selectNumber(text)
      return
    }
    await navigate { await app.goTo(text) }
    guard let tab = screen.listTab,
      let row = content.choices.firstIndex(of: app.listPosition(tab).row)
    else { return }
    moveTo(row)
  }

  // MARK: - Back history

  func history(_ key: Key, row: Int, top: Int) async {
    let count = app.history().count
    var row = row
    switch key {
    case .up, .character("k"): row -= 1
    case .down, .character("j"): row += 1
    case .pageUp: row -= bodyHeight - 1
    case .pageDown: row += bodyHeight - 1
    case .home: row = 0
    case .end: row = count - 1
    case .enter, .character("l"):
      mode = .browsing
      await navigate { await app.popToHistory(row) }
      return
    case .mouse(let event) where event.action == .press:
      let clicked = top + event.row - FrameLayout.bodyStart - 1
      guard (0..<count).contains(clicked) else { return }
      mode = .browsing
      await navigate { await app.popToHistory(clicked) }
      return
    case .escape, .backspace, .character("b"), .character("q"), .control("c"), .character("h"):
      mode = .browsing
      return
    default: break
    }
    row = min(max(row, 0), count - 1)
    let newTop = Viewport.top(keeping: row, from: top, height: bodyHeight, count: count)
    mode = .history(row: row, top: newTop)
  }

  // MARK: - Help

  func help(_ key: Key, top: Int) {
    let count = helpText(columns: terminal.size.columns).count
    switch key {
    case .up, .character("k"): mode = .help(top: max(0, top - 1))
    case .down, .character("j"): mode = .help(top: min(max(0, count - bodyHeight), top + 1))
    default: mode = .browsing
    }
  }
}
