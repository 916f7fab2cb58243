import PMITerminal
import PocketMonsterIndex

extension FullScreen {
  /// The screen's rows on the body, which is what is left of the window
  /// after the tab bar, breadcrumb, title, status rows and key hints.
  var bodyHeight: Int {
    let (rows, columns) = terminal.size
    return max(1, rows - 4 - statusLines(columns: columns).count)
  }

  /// The body rows of the screen with the keys.
  ///
  /// The window's body, or the half sheet's share of it: scrolling, paging
  /// and clicks count these.
  var screenBodyHeight: Int {
    showsHalfSheet ? FrameLayout.halfSheet(height: bodyHeight).sheetBody : bodyHeight
  }

  /// The row of the screen's title, its body below it: under a half sheet's
  /// grabber, or under the breadcrumb.
  var screenTitleRow: Int {
    FrameLayout.bodyStart
      + (showsHalfSheet ? FrameLayout.halfSheet(height: bodyHeight).beneath + 1 : 0)
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

  /// Whether the tab's list is drawn in place of the screen on top of its
  /// stack: beside it, with the keys, or while a filter typed there shows live.
  var showsList: Bool { focusesList || filterBefore != nil }

  /// Reads the screen again after anything that may have changed it; a new
  /// screen brings its own highlighted row.
  ///
  /// On the same screen the highlight stays on its choice. A choice that
  /// went ("Add to team", once done) leaves it on the one before, never on
  /// the one that slid into its place (there, "Settings", a tab switch); one
  /// replaced in place by another keeps it on its row.
  func reload() {
    let state = app.navigator.state
    followFocus(state)
    let now = ScreenIdentity(state, showsList: showsList)
    if now != identity {
      identity = now
      rebuild()
      takeCursor()
    } else {
      let kept = highlightedAction.map { screen.actions[$0] }
      let count = content.choices.count
      rebuild()
      // A choice that turned into its opposite ("Hide the Berries tab",
      // once done, is "Show the Berries tab") leaves as many rows: the
      // highlight stays on its row, where it used to go to the one before.
      let replaced = content.choices.count == count ? position : position - 1
      position =
        kept.flatMap { action in content.choices.firstIndex { screen.actions[$0] == action } }
        ?? min(max(0, replaced), max(0, content.choices.count - 1))
    }
    keepHighlightVisible()
  }

  func rebuild() {
    screen = showsList ? app.tabScreen(app.navigator.state.selectedTab) : app.screen()
    content = ScreenContent(
      screen: screen, choices: app.visibleChoices(of: screen), width: focusedPaneWidth - 2)
    selectedListRow = isSplit ? screen.listTab.flatMap(app.selectedRow(in:)) : nil
    beneath = halfSheet == nil ? nil : screenBeneathTheSheet()
  }

  /// Takes the highlighted row the model kept for the screen on display.
  func takeCursor() {
    rebuild()
    let row = screen.listTab.map { app.listPosition($0).row } ?? app.highlightedRow
    position = content.choices.firstIndex(of: row) ?? 0
    top = screen.listTab.map { app.listPosition($0).top } ?? 0
    cursorMoved = false
    showsAboveTheChoices = false
    keepHighlightVisible()
  }

  /// Tells the model where the highlight is, before the screen changes or is saved.
  ///
  /// A list keeps it in its position, any other screen in its entry: the
  /// screen that has the keys, whatever the window's width is now.
  func commitCursor() async {
    guard cursorMoved, filterBefore == nil, let action = highlightedAction else { return }
    cursorMoved = false
    if let tab = screen.listTab {
      app.setListPosition(ListPosition(row: action, top: top), for: tab)
    } else {
      await app.highlight(row: action, top: top)
    }
  }

  /// Moves the highlight `delta` choices, or scrolls: up from the first
  /// choice to show the facts above it (in a short window they would never
  /// show), then down again until the highlight is back in view.
  func move(by delta: Int) {
    guard !content.choices.isEmpty else { return }
    if delta < 0, position == 0, top > 0 || showsAboveTheChoices {
      top = max(0, top + delta)
      showsAboveTheChoices = true
      return
    }
    if delta > 0, showsAboveTheChoices {
      top += delta
      showsAboveTheChoices = content.firstChoiceLine >= top + screenBodyHeight
      keepHighlightVisible()
      return
    }
    position = min(max(position + delta, 0), content.choices.count - 1)
    cursorMoved = true
    keepHighlightVisible()
  }

  /// Highlights choice `newPosition`, in view: a click, Home or End goes
  /// to its choice even while ↑ shows what is above the first.
  func moveTo(_ newPosition: Int) {
    showsAboveTheChoices = false
    move(by: newPosition - position)
  }

  /// Scrolls the body so the highlighted row is on it, with a row of margin,
  /// unless ↑ showed what is above the first choice.
  func keepHighlightVisible() {
    let height = screenBodyHeight
    if showsAboveTheChoices, position == 0 {
      top = min(top, max(0, content.lines.count - height))
      return
    }
    showsAboveTheChoices = false
    top = Self.top(keeping: position, of: content, from: top, height: height)
  }

  /// The first body line to show so that choice `position` of `content` is
  /// on a body `height` rows high, moving as little as possible from `top`.
  static func top(keeping position: Int, of content: ScreenContent, from top: Int, height: Int)
    -> Int
  {
    let line = content.choices.isEmpty ? 0 : content.firstChoiceLine + position
    // On a short screen, show the facts above the first choice too.
    let target = position == 0 ? 0 : line
    let top = Viewport.top(keeping: target, from: top, height: height, count: content.lines.count)
    guard line >= top + height else { return top }
    return Viewport.top(keeping: line, from: top, height: height, count: content.lines.count)
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
