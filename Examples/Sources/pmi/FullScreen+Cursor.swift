import PMITerminal
import PocketMonsterIndex

extension FullScreen {
  /// The screen's rows on the body, which is what is left of the window
  /// after the tab bar, breadcrumb, title, status rows and key hints.
  var bodyHeight: Int {
    let (rows, columns) = terminal.size
    return max(1, rows - 4 - statusLines(columns: columns).count)
  }

  /// The highlighted choice's action index, if there is one.
  var highlightedAction: Int? {
    content.choices.indices.contains(position) ? content.choices[position] : nil
  }

  /// What the list on display is filtered by.
  ///
  /// The model keeps it for each list, so Back and a tab switch show the
  /// list as it was left.
  var filter: String {
    get { screen.listTab.map(app.filter(of:)) ?? "" }
    set {
      if let tab = screen.listTab { app.setFilter(newValue, for: tab) }
    }
  }

  /// Reads the screen again after anything that may have changed it; a new
  /// screen brings its own highlighted row.
  func reload() {
    let state = app.navigator.state
    followFocus(state)
    let now = ScreenIdentity(state, showsList: focusesList)
    if now != identity {
      identity = now
      rebuild()
      takeCursor()
    } else {
      let kept = highlightedAction
      rebuild()
      position =
        kept.flatMap { content.choices.firstIndex(of: $0) }
        ?? min(position, max(0, content.choices.count - 1))
    }
    keepHighlightVisible()
  }

  func rebuild() {
    screen = focusesList ? app.tabScreen(app.navigator.state.selectedTab) : app.screen()
    content = ScreenContent(
      screen: screen, choices: app.visibleChoices(of: screen), width: focusedPaneWidth - 2)
    selectedListRow = isSplit ? screen.listTab.flatMap(app.selectedRow(in:)) : nil
  }

  /// Takes the highlighted row the model kept for the screen on display.
  func takeCursor() {
    rebuild()
    let row = screen.listTab.map { app.listPosition($0).row } ?? app.highlightedRow
    position = content.choices.firstIndex(of: row) ?? 0
    top = screen.listTab.map { app.listPosition($0).top } ?? 0
    cursorMoved = false
    keepHighlightVisible()
  }

  /// Tells the model where the highlight is, before the screen changes or is saved.
  ///
  /// A list keeps it in its position, any other screen in its entry: the
  /// screen that has the keys, whatever the window's width is now.
  func commitCursor() async {
    guard cursorMoved, let action = highlightedAction else { return }
    cursorMoved = false
    if let tab = screen.listTab {
      app.setListPosition(ListPosition(row: action, top: top), for: tab)
    } else {
      await app.highlight(row: action, top: top)
    }
  }

  func move(by delta: Int) {
    guard !content.choices.isEmpty else { return }
    position = min(max(position + delta, 0), content.choices.count - 1)
    cursorMoved = true
    keepHighlightVisible()
  }

  func moveTo(_ newPosition: Int) {
    move(by: newPosition - position)
  }

  /// Scrolls the body so the highlighted row is on it, with a row of margin.
  func keepHighlightVisible() {
    let line = content.choices.isEmpty ? 0 : content.firstChoiceLine + position
    // On a short screen, show the facts above the first choice too.
    let target = position == 0 ? 0 : line
    top = Viewport.top(
      keeping: target, from: top, height: bodyHeight, count: content.lines.count)
    if line >= top + bodyHeight {
      top = Viewport.top(keeping: line, from: top, height: bodyHeight, count: content.lines.count)
    }
  }

  /// Runs a navigation: the highlight is saved in the screen being left,
  /// and the screen arriving brings its own.
  func navigate(_ body: () async -> Void) async {
    await commitCursor()
    await body()
    takeStatus()
    reload()
  }

  /// Moves the model's feedback into the status line, once.
  func takeStatus() {
    if !app.status.isEmpty {
      message = app.status
      app.status = ""
    }
  }
}
