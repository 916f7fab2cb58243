import PMITerminal
import PocketMonsterIndex
import Waypoint

// What the user saw: each drawn frame tells the navigator the screen on top,
// and `t` shows the navigator's timeline over the screen.
extension FullScreen {
  /// Tells the navigator the screen on top of the frame just drawn; it keeps
  /// only a change, so the frames that redraw the same screen add nothing.
  ///
  /// The cause and animation are those of the newest navigation that changed
  /// the state: the frame is drawn after the keys that asked for it.
  func reportTheScreenShown() {
    let navigator = app.navigator
    let state = navigator.state
    let top = state.presentations.last
    let last = navigator.timeline.entries.lazy.reversed().compactMap { entry in
      if case .navigation(let outcome) = entry { outcome.transition } else { nil }
    }.first
    navigator.didShow(
      state.visibleEntry?.route, on: top.map { .presentation($0.id) } ?? .tab(state.selectedTab),
      style: top?.style, cause: last?.cause ?? .app, animation: last?.animation ?? .animated)
  }

  /// The timeline, one line per entry, oldest first: each screen shown with
  /// where and who caused it, each navigation with its cause, and each
  /// guard's decision with its reason; then where the user is now, in one
  /// line.
  func timelineText() -> [String] {
    let timeline = app.navigator.timeline
    // Numbered from the oldest kept entry.
    return timeline.entries.enumerated().map { offset, entry in
      "#\(offset + 1) " + timelineLine(entry)
    } + ["now at " + app.whereLine]
  }

  /// A shown screen by its title, where and who caused it; a navigation as
  /// the library says it: its outcome, its cause, its steps, a guard's reason.
  private func timelineLine(_ entry: NavigationTimeline<PMI>.Entry) -> String {
    guard case .shown(let route, let location, let style, let cause, let animation) = entry else {
      return entry.description
    }
    let name = route.map(app.title(of:)) ?? "the list"
    let place =
      if case .tab(let tab) = location { "on \(tab.title)" } else {
        "as \(style.map { "\($0)" } ?? "presentation")"
      }
    let manner = animation == .animated ? "" : ", \(animation)"
    return "shown \(name) \(place), by \(cause)\(manner)"
  }

  /// The overlay: a title, then the entries that fit, from `top`.
  func timelineLines(top: Int, height: Int) -> [StyledLine] {
    let title = StyledLine("Timeline — ↑↓ scroll, t or Esc closes", Palette.title)
    let shown = timelineText().dropFirst(top).prefix(height).map { StyledLine("  " + $0) }
    return [title] + shown + Array(repeating: StyledLine(), count: height - shown.count)
  }

  /// A key over the timeline: ↑↓ scroll it; `t`, Esc and any other key close it.
  func timeline(_ key: Key, top: Int) {
    let count = timelineText().count
    switch key {
    case .up, .character("k"): mode = .timeline(top: max(0, top - 1))
    case .down, .character("j"): mode = .timeline(top: min(max(0, count - bodyHeight), top + 1))
    default: mode = .browsing
    }
  }
}
