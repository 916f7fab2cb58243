/// The app's screen as plain lines of text, for line mode and
/// `pmi open --print`: deterministic, no colours, a list a page at a time.
public struct ScreenText: Sendable {
  /// One line, and whether it is the selected choice.
  public struct Line: Hashable, Sendable {
    /// The line's text.
    public let text: String
    /// Whether it is the highlighted choice.
    public let isSelected: Bool
  }

  /// The tab bar, the selected tab in brackets.
  public let tabBar: String
  /// The tab or sheet, then each pushed screen, cut to the rule's width.
  public let breadcrumb: String
  /// Heading, facts, numbered choices and, on a list, the page.
  public let body: [Line]
  /// Feedback for the last command, if any.
  public let status: String

  /// The width of the rules around the screen; breadcrumbs are cut to it.
  public static let width = 60

  /// Lays out what ``PMIApp/screen()`` shows.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - selection: The highlighted choice (0-based, on the page), if any.
  @MainActor
  public init(app: PMIApp, selection: Int? = nil) {
    let screen = app.screen()
    let selected = app.navigator.state.selectedTab
    let hidden = app.navigator.state.hiddenTabs
    tabBar = PMI.Tab.allCases.enumerated().filter { !hidden.contains($0.element) }.map {
      index, tab in
      let label = "\(index + 1) \(tab.title)"
      return tab == selected ? "[\(label)]" : " \(label) "
    }.joined(separator: " ")
    breadcrumb = app.breadcrumb(fitting: Self.width)
    var body = [Line(text: screen.title, isSelected: false)]
    body += screen.lines.map { Line(text: "  " + $0, isSelected: false) }
    let choices = app.pageChoices()
    if !choices.isEmpty { body.append(Line(text: "", isSelected: false)) }
    body += choices.enumerated().map { index, action in
      Line(
        text: String(repeating: " ", count: index < 9 ? 2 : 1) + "\(index + 1). \(action.label)",
        isSelected: index == selection)
    }
    if let tab = screen.listTab { body += Self.pageLines(app, screen, tab) }
    // A quick look rests at one of two heights; line mode says which, and `drag` changes it.
    if let sheet = app.navigator.state.presentations.last, !sheet.detents.isEmpty {
      let (now, other) = sheet.selectedDetent == .large ? ("full", "half") : ("half", "full")
      body += [
        Line(text: "", isSelected: false),
        Line(text: "A sheet at \(now) height — drag for \(other)", isSelected: false),
      ]
    }
    self.body = body
    status = app.status
  }

  /// The lines under a list's page: its filter, if any, and which page it is.
  @MainActor
  private static func pageLines(_ app: PMIApp, _ screen: Screen, _ tab: PMI.Tab) -> [Line] {
    let shown = app.visibleChoices(of: screen)
    let pages = max(1, (shown.count + PMIApp.pageSize - 1) / PMIApp.pageSize)
    let page = app.pageStart(in: shown, of: tab) / PMIApp.pageSize + 1
    var lines = [Line(text: "", isSelected: false)]
    let filter = app.filter(of: tab)
    if !filter.isEmpty {
      lines.append(
        Line(
          text:
            "\(shown.count) of \(screen.actions.count) match “\(filter)” — filter alone shows all",
          isSelected: false))
    }
    lines.append(Line(text: "Page \(page) of \(pages) — next/prev to turn", isSelected: false))
    return lines
  }

  /// Plain text for line mode and `pmi open --print`: deterministic, no colours.
  public var plain: String {
    let rule = String(repeating: "─", count: Self.width)
    var lines = [tabBar, breadcrumb, rule] + body.map(\.text) + [rule]
    if !status.isEmpty { lines.append(status) }
    return lines.joined(separator: "\n")
  }
}
