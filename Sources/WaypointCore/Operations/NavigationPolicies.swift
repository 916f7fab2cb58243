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
    /// Nothing.
    case none
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
  /// The most entries one stack may hold; `nil` for no limit. Defaults to 256,
  /// which no real flow reaches and which stops a runaway loop or hostile link.
  public var maximumDepth: Int?
  /// The most presentations that may be stacked; `nil` for no limit. Defaults to 16.
  public var maximumPresentations: Int?

  /// Creates policies; the defaults are what iOS users expect.
  public init(
    tabReselection: TabReselection = .popToRoot,
    duplicatePush: DuplicatePush = .updateTop,
    maximumDepth: Int? = 256,
    maximumPresentations: Int? = 16
  ) {
    self.tabReselection = tabReselection
    self.duplicatePush = duplicatePush
    self.maximumDepth = maximumDepth
    self.maximumPresentations = maximumPresentations
  }
}
