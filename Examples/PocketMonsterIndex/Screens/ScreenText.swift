/// The app's screen as lines of text, shared by the full-screen front end
/// (which highlights the selected line) and line mode (which prints them).
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
  /// The tab or sheet, then each pushed screen.
  public let breadcrumb: String
  /// Heading, facts, numbered choices and footer.
  public let body: [Line]
  /// Feedback for the last command, if any.
  public let status: String

  /// Lays out what ``PMIApp/screen()`` shows.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - selection: The highlighted choice (0-based), if any.
  @MainActor
  public init(app: PMIApp, selection: Int? = nil) {
    let screen = app.screen()
    let selected = app.navigator.selectedTab
    tabBar = PMI.Tab.allCases.enumerated().map { index, tab in
      let label = "\(index + 1) \(tab.title)"
      return tab == selected ? "[\(label)]" : " \(label) "
    }.joined(separator: " ")
    breadcrumb = app.breadcrumb
    var body = [Line(text: screen.title, isSelected: false)]
    body += screen.lines.map { Line(text: "  " + $0, isSelected: false) }
    if !screen.actions.isEmpty { body.append(Line(text: "", isSelected: false)) }
    body += screen.actions.enumerated().map { index, action in
      Line(
        text: String(repeating: " ", count: index < 9 ? 2 : 1) + "\(index + 1). \(action.label)",
        isSelected: index == selection)
    }
    if let footer = screen.footer {
      body += [Line(text: "", isSelected: false), Line(text: footer, isSelected: false)]
    }
    self.body = body
    status = app.status
  }

  /// Plain text for line mode and `pmi open --print`: deterministic, no colours.
  public var plain: String {
    let rule = String(repeating: "─", count: 60)
    var lines = [tabBar, breadcrumb, rule] + body.map(\.text) + [rule]
    if !status.isEmpty { lines.append(status) }
    return lines.joined(separator: "\n")
  }
}
