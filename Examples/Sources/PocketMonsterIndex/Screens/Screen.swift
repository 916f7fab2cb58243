/// What is on screen, as a value: both terminal front ends, the SwiftUI app
/// and the tests read the same thing.
public struct Screen: Hashable, Sendable {
  /// The screen's heading.
  public let title: String
  /// Facts shown above the actions.
  public let facts: [ScreenFact]
  /// The choices; `tap N` or Enter on the N-th runs one.
  public let actions: [ScreenAction]
  /// The tab whose whole list this is: its rows scroll full-screen and turn
  /// in pages of ``PMIApp/pageSize`` in line mode.
  public let listTab: PMI.Tab?

  /// Creates a screen.
  public init(
    title: String, facts: [ScreenFact] = [], actions: [ScreenAction] = [],
    listTab: PMI.Tab? = nil
  ) {
    self.title = title
    self.facts = facts
    self.actions = actions
    self.listTab = listTab
  }

  /// Creates a screen whose facts are plain lines.
  public init(title: String, lines: [String], actions: [ScreenAction] = []) {
    self.init(title: title, facts: lines.map(ScreenFact.text), actions: actions)
  }

  /// The facts as plain lines.
  public var lines: [String] { facts.map(\.plainText) }
}
