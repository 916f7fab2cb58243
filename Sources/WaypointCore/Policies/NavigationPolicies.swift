/// The behaviours users of stack navigation expect, each of which an app can change.
///
/// Operations that grow a stack or select a tab take policies as a parameter;
/// the `Navigator` passes its own.
///
/// ```swift
/// var policies = NavigationPolicies()
/// policies.duplicatePush = .pushAnyway
/// policies.maximumDepth = 20
/// try state.push(.pokemon(id: 25), policies: policies)
/// ```
public struct NavigationPolicies: Hashable, Codable, Sendable {
  /// What selecting the tab that is already selected does.
  public enum TabReselection: String, Hashable, Codable, Sendable, CaseIterable {
    /// Pop the tab's stack to its root, as iOS tab bars do.
    case popToRoot
    /// Leave the stack as it is; the transition is empty.
    case ignore
  }

  /// What pushing a route equal to the top entry's route does.
  public enum DuplicatePush: String, Hashable, Codable, Sendable, CaseIterable {
    /// Stack a second entry of the same route.
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
  /// The most entries one stack may hold; `nil` for no limit. Defaults to
  /// ``defaultMaximumDepth``.
  public var maximumDepth: Int?
  /// The most presentations that may be up at once; `nil` for no limit.
  /// Defaults to ``defaultMaximumPresentations``.
  public var maximumPresentations: Int?

  /// 256 entries per stack: no real flow reaches it, and it stops a runaway
  /// loop or a hostile link. Restoration cuts deeper stacks at the same depth.
  public static let defaultMaximumDepth = 256
  /// 16 presentations at once; restoration cuts at the same number.
  public static let defaultMaximumPresentations = 16

  /// Creates policies; the defaults are what iOS users expect.
  public init(
    tabReselection: TabReselection = .popToRoot,
    duplicatePush: DuplicatePush = .updateTop,
    maximumDepth: Int? = defaultMaximumDepth,
    maximumPresentations: Int? = defaultMaximumPresentations
  ) {
    self.tabReselection = tabReselection
    self.duplicatePush = duplicatePush
    self.maximumDepth = maximumDepth
    self.maximumPresentations = maximumPresentations
  }
}
