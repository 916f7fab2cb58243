public import WaypointCore

/// A screen the user was shown: reported by what renders it, once it reached
/// the top of what the user sees (see ``Navigator/didShow(_:on:style:cause:animation:)``).
public struct ShownScreen<Schema: NavigationSchema>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The screen's route; `nil` for a tab's own root, which has none.
  public let route: Schema.Route?
  /// The stack it is on: a tab's or a presentation's.
  public let location: StackLocation<Schema>
  /// The presentation's style when it is on one; `nil` on a tab.
  public let style: PresentationStyle?
  /// Who caused the change that showed it.
  public let cause: TransitionCause
  /// How that change asked to be shown.
  public let animation: NavigationAnimation
  /// The route of the screen shown before it; `nil` for a tab's root or none.
  package let previous: Schema.Route?
  /// The stack of the screen shown before it; `nil` when it is the first shown.
  package let previousLocation: StackLocation<Schema>?

  /// `shown pokemon(25) on tab(pokedex) (deepLink), after tab(pokedex)`: a
  /// tab's root is named by its tab; an animation other than the default is
  /// named after the cause.
  public var description: String {
    let style = style.map { " \($0)" } ?? ""
    let after = previousLocation.map { ", after " + Self.name(previous, $0) } ?? ""
    let place = route == nil ? "" : " on \(location)"
    let manner = animation == .animated ? "" : ", \(animation)"
    return MessageText.describing(
      "shown \(Self.name(route, location))\(place)\(style) (\(cause)\(manner))\(after)")
  }

  private static func name(_ route: Schema.Route?, _ location: StackLocation<Schema>) -> String {
    route.map { "\($0)" } ?? location.description
  }
}
