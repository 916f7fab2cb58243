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
    let label = "── Quick look (i: full height, ⌫ closes) "
    let grabber = StyledLine(
      label + String(repeating: "─", count: max(0, columns - label.count)), Palette.title)
    return beneathLines(height: upperHeight) + [grabber]
      + screenLines(height: sheetBody, columns: columns)
  }

  /// The screen beneath the sheet on top, and its body: a list shows the
  /// rows its filter or query lets through.
  func screenBeneathTheSheet() -> (screen: Screen, content: ScreenContent) {
    var state = app.navigator.state
    _ = try? state.dismiss()
    let below =
      state.visibleEntry.map { app.screen(for: $0.route) } ?? app.tabScreen(state.selectedTab)
    return (
      below,
      ScreenContent(
        screen: below, choices: app.visibleChoices(of: below), width: terminal.size.columns - 2)
    )
  }

  /// The screen beneath the sheet, dimmed, in `height` rows.
  ///
  /// Its title, then the rows it showed before the sheet came up (a list's
  /// filter or query, and its scroll), as many as fit. Only those rows are
  /// styled, from the body ``beneath`` keeps: a key in the sheet costs what
  /// it costs on a Pokémon's own screen.
  private func beneathLines(height: Int) -> [StyledLine] {
    var lines: [StyledLine] = []
    if let (below, content) = beneath {
      var top = 0
      if let tab = below.listTab {
        // Where the list would scroll to show its highlighted row, as it did.
        let kept = app.listPosition(tab)
        top = Self.top(
          keeping: content.choices.firstIndex(of: kept.row) ?? 0, of: content, from: kept.top,
          height: bodyHeight)
      }
      lines.append(StyledLine(below.title, .dim))
      for line in content.lines.dropFirst(top).prefix(max(0, height - 1)) {
        switch line {
        case .blank: lines.append(StyledLine())
        case .fact(let fact): lines.append(StyledLine("  " + fact.plainText, .dim))
        case .choice(let index):
          let label = choiceLabel(
            below.actions[index], isList: below.listTab != nil, isHighlighted: false)
          lines.append(StyledLine("  " + label.plainText, .dim))
        }
      }
    }
    return Array(lines.prefix(height))
      + Array(repeating: StyledLine(), count: max(0, height - lines.count))
  }
}
