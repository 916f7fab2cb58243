/// Names the types an app navigates with: its tabs, its routes and the small selection a screen can
/// restore.
///
/// Waypoint's values are generic over one schema instead of several type parameters, so
/// `NavigationState<Pokedex>` reads as one thing ("Getting Started" shows the README's schema).
///
/// An app without a tab bar leaves `Tab` out. It defaults to ``SingleTab``, whose one value names
/// the app's one root stack, and `NavigationState()` needs no list of tabs.
///
/// Schemas are `SendableMetatype`s because the navigator hands work between tasks on the main
/// actor; a schema is a caseless enum, so this costs nothing.
public protocol NavigationSchema: SendableMetatype {
  /// A tab of the app's tab bar; ``SingleTab`` for an app without one.
  associatedtype Tab: Hashable & Codable & Sendable = SingleTab
  /// A destination the app can show on a stack or as the root of a presentation.
  associatedtype Route: Hashable & Codable & Sendable
  /// A small value a screen keeps across restoration, such as the highlighted item.
  associatedtype Selection: Hashable & Codable & Sendable = String
  /// The value screens carry back to a return point below them, kept in the state until the
  /// screen there takes it; `Never` for an app that returns none.
  associatedtype ReturnValue: Hashable & Codable & Sendable = Never
}

/// The tab of an app without a tab bar: its one value names the app's root stack.
///
/// A schema that declares no `Tab` gets this one; ``NavigationState/init()`` then builds a state
/// with that single stack.
public enum SingleTab: String, Hashable, Codable, Sendable, CaseIterable {
  /// The app's one root stack.
  case main
}
