/// How much of a navigation SwiftUI can take in one update, per platform.
///
/// The displayed state steps towards the model one update at a time, taking
/// as much of the change as the policy allows: `NavigationStack` takes a whole
/// new path at once, but SwiftUI cannot dismiss several sheets in one update on
/// iOS 16, nor present several nested sheets at once before iOS 18.4 (they are
/// restored one per update).
public struct DisplayPolicy: Hashable, Sendable {
  /// The most presentations dismissed in one update; `nil` for no limit.
  package var maximumDismissalsPerUpdate: Int?
  /// The most presentations presented in one update; `nil` for no limit.
  package var maximumPresentationsPerUpdate: Int?
  /// The most entries pushed in one update; `nil` for no limit.
  package var maximumPushesPerUpdate: Int?

  /// Creates a policy; the defaults put no limit on anything.
  package init(
    maximumDismissalsPerUpdate: Int? = nil,
    maximumPresentationsPerUpdate: Int? = nil,
    maximumPushesPerUpdate: Int? = nil
  ) {
    self.maximumDismissalsPerUpdate = maximumDismissalsPerUpdate
    self.maximumPresentationsPerUpdate = maximumPresentationsPerUpdate
    self.maximumPushesPerUpdate = maximumPushesPerUpdate
  }

  /// iOS 18.4, macOS 15.4 and later: every change in one update.
  public static let unlimited = DisplayPolicy()

  /// iOS 17 to 18.3: one presentation per update, so nested sheets restored
  /// at launch all appear (several at once leave later ones unshown).
  public static let onePresentationPerUpdate = DisplayPolicy(maximumPresentationsPerUpdate: 1)

  /// iOS 16: additionally one dismissal per update; `dismissAll` of several
  /// sheets in one update dismisses only one.
  package static let oneDismissalAndPresentationPerUpdate = DisplayPolicy(
    maximumDismissalsPerUpdate: 1, maximumPresentationsPerUpdate: 1)
}
