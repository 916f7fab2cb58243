/// The behaviours users of stack navigation expect, each of which an app can change, and the limits
/// every operation keeps.
///
/// Operations that grow a stack or select a tab take a policy; the navigator passes its own.
public struct NavigationPolicy: Hashable, Sendable {
  /// What selecting the tab that is already selected does.
  public enum TabReselection: Hashable, Sendable, CaseIterable {
    /// Pop the tab's stack to its root, as iOS tab bars do.
    case popToRoot
    /// Leave the stack as it is; the transition is empty.
    case ignore
  }

  /// What pushing a route equal to the top entry's route does, and presenting again the
  /// presentation on top (same style and root, nothing pushed on it).
  public enum DuplicatePush: Hashable, Sendable, CaseIterable {
    /// Stack a second entry (or presentation) of the same route.
    case pushAnyway
    /// Leave the stack as it is; the transition is empty.
    case ignore
    /// Keep the top entry and give it the new options (an update step).
    case updateTop
  }

  /// What selecting the already-selected tab does; pops to root by default.
  public var tabReselection: TabReselection
  /// What pushing the route already on top does; updates the top by default.
  public var duplicatePush: DuplicatePush
  /// Whether a way in to a hidden tab (a link, a selection, a target) shows it again.
  ///
  /// If not, it fails with ``NavigationError/tabHidden(_:)``, which respects the user's choice to
  /// hide it. `false` by default.
  public var revealsHiddenTabs = false
  /// How deep a stack and how long the chain of presentations may grow.
  public var limits: NavigationLimits
  /// The animation of each cause's transitions; a cause left out animates.
  ///
  /// `NavigationPolicy(animations: [.deepLink: .lastStep, .restoration: .disabled])`
  public var animations: [TransitionCause: NavigationAnimation]

  /// Creates a policy; the defaults are what iOS users expect.
  public init(
    tabReselection: TabReselection = .popToRoot,
    duplicatePush: DuplicatePush = .updateTop,
    limits: NavigationLimits = NavigationLimits(),
    animations: [TransitionCause: NavigationAnimation] = [:]
  ) {
    self.tabReselection = tabReselection
    self.duplicatePush = duplicatePush
    self.limits = limits
    self.animations = animations
  }

  /// The animation a transition of `cause` carries unless its call asks for another.
  package func animation(for cause: TransitionCause) -> NavigationAnimation {
    animations.isEmpty ? .animated : animations[cause] ?? .animated
  }
}
