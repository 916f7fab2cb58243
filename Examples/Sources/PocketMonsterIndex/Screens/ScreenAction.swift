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
    case resetTeam
    case answer(PMIAnswer)
    case signIn
    case signOut
    case cancelSignIn
    case startExport
    case finishExport
    case shareLink
    case chooseBerry(Int)
    case giveBerry(Int)
    /// Hides the Berries tab, or shows it again.
    case hideBerries(Bool)
  }

  /// Creates a choice.
  public init(_ label: String, _ intent: Intent) {
    self.label = label
    self.intent = intent
  }
}
