/// Names the types an app navigates with: its tabs, its routes and the small
/// selection a screen can restore.
///
/// Waypoint's values are generic over one schema instead of several type
/// parameters, so `NavigationState<App>` reads as one thing:
///
/// ```swift
/// enum App: NavigationSchema {
///   enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries }
///   enum Route: Hashable, Codable, Sendable {
///     case pokemon(id: Int)
///     case berry(id: Int)
///   }
/// }
///
/// var state = NavigationState<App>(tabs: [.pokedex, .berries])
/// try state.push(.pokemon(id: 25))
/// ```
///
/// Schemas are `SendableMetatype`s because the navigator hands work between
/// tasks on the main actor; a schema is a caseless enum, so this costs nothing.
public protocol NavigationSchema: SendableMetatype {
  /// A tab of the app's tab bar. An app without tabs uses a type with one value.
  associatedtype Tab: Hashable & Codable & Sendable
  /// A destination the app can show on a stack or as the root of a presentation.
  associatedtype Route: Hashable & Codable & Sendable
  /// A small value a screen keeps across restoration, such as the highlighted item.
  associatedtype Selection: Hashable & Codable & Sendable = String
}
