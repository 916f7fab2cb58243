/// How a UI applies a transition's steps.
public enum ReplayMode: String, Hashable, Codable, Sendable, CaseIterable {
  /// Every step in one update: `NavigationStack(path:)`, `TabView(selection:)`
  /// and `.sheet(item:)` take the whole new state at once.
  case allAtOnce
  /// One arrival (push, replace, present) per update, preceded by the steps that
  /// lead to it: `NavigationView` with `NavigationLink(isActive:)` drops pushes
  /// made in the same update.
  case oneArrivalPerUpdate
}
