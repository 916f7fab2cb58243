import PMITerminal
import PocketMonsterIndex
import Waypoint

// The quick look: a Pokémon in a sheet at the medium detent, drawn over the
// lower half of the body with the screen beneath still showing above it, as
// a half-height sheet shows on a phone. `i` drags it between its detents;
// the detent is state, so a relaunch comes back to the same height.
extension FullScreen {
  /// The sheet on top when it rests at the medium detent.
  var halfSheet: Presentation<PMI>? {
    guard let top = app.navigator.state.presentations.last, top.selectedDetent == .medium else {
      return nil
    }
    return top
  }

  /// Whether the body shows the half sheet: while browsing it, or typing in
  /// a field; help, the timeline and the back history cover it.
  var showsHalfSheet: Bool {
    switch mode {
    case .browsing, .prompt: halfSheet != nil
    case .history, .help, .timeline: false
    }
  }

  /// Whether `i` does something: a sheet with detents to drag, or a
  /// Pokémon highlighted in a list to look at.
  var canPeek: Bool {
    app.navigator.state.presentations.last?.detents.isEmpty == false || highlightedPokemon != nil
  }

  private var highlightedPokemon: Int? {
    guard isList, let index = highlightedAction,
      case .push(.pokemon(let number)) = screen.actions[index].intent
    else { return nil }
    return number
  }

  /// Drags the sheet on top to its other detent, as the user; or presents
  /// the highlighted Pokémon in a sheet resting at the medium detent.
  func peek() async {
    if app.navigator.state.presentations.last?.detents.isEmpty == false {
      await navigate { await app.dragSheet() }
    } else if let number = highlightedPokemon {
      await navigate { await app.quickLook(number) }
    }
  }

  /// The screen beneath, dimmed, in the upper half; the sheet's own title
  /// and body in the lower half, under a grabber line, scrolled as
  /// ``screenBodyHeight`` says.
  func halfSheetLines(height: Int, columns: Int) -> [StyledLine] {
    let (upperHeight, sheetBody) = FrameLayout.halfSheet(height: height)
    var beneath = app.navigator.state
    _ = try? beneath.dismiss()
    let below =
      beneath.visibleEntry.map { app.screen(for: $0.route) }
      ?? app.tabScreen(beneath.selectedTab)
    let content = ScreenContent(
      screen: below, choices: Array(below.actions.indices), width: columns)
    var upper = [StyledLine(below.title, .dim)]
    for line in content.lines {
      switch line {
      case .blank: upper.append(StyledLine())
      case .fact(let fact): upper.append(StyledLine("  " + fact.plainText, .dim))
      case .choice(let index): upper.append(StyledLine("  " + below.actions[index].label, .dim))
      }
    }
    upper = Array(upper.prefix(upperHeight))
    upper += Array(repeating: StyledLine(), count: upperHeight - upper.count)
    let label = "── Quick look (i: full height, ⌫ closes) "
    let grabber = StyledLine(
      label + String(repeating: "─", count: max(0, columns - label.count)), Palette.title)
    return upper + [grabber] + screenLines(height: sheetBody, columns: columns)
  }
}
