/// What is on screen, as a value: both front ends (full-screen and line mode)
/// and the tests read the same thing.
public struct Screen: Hashable, Sendable {
  /// The screen's heading.
  public let title: String
  /// Facts shown above the actions.
  public let lines: [String]
  /// The numbered choices; `tap N` or Enter on the N-th runs one.
  public let actions: [ScreenAction]
  /// Paging, for the lists.
  public let footer: String?

  /// Creates a screen.
  public init(
    title: String, lines: [String] = [], actions: [ScreenAction] = [], footer: String? = nil
  ) {
    self.title = title
    self.lines = lines
    self.actions = actions
    self.footer = footer
  }
}

/// A choice on a screen and what it does.
public struct ScreenAction: Hashable, Sendable {
  /// What the choice says.
  public let label: String
  /// What the choice does.
  public let intent: Intent

  /// What a choice does; carried out by ``PMIApp/run(_:)``.
  public enum Intent: Hashable, Sendable {
    case push(PMI.Route)
    case present(PMI.Route)
    case selectTab(PMI.Tab)
    case addToTeam(Int)
    case release(Int)
    case signIn
    case signOut
    case cancelSignIn
    case startExport
    case finishExport
    case shareLink
  }

  /// Creates a choice.
  public init(_ label: String, _ intent: Intent) {
    self.label = label
    self.intent = intent
  }
}
