public import WaypointCore

/// A write from SwiftUI that the display did not turn into a navigation.
///
/// Each is something no user action produces (a path that is not the shown
/// one shortened or extended by links, a different sheet written over the one
/// shown) or a write about something that is no longer shown. The display
/// reports it and shows the model again; it never applies it.
public enum DisplayIssue<Schema: NavigationSchema>: Hashable, Sendable, CustomStringConvertible {
  /// A path no user action writes, on the stack at `location`: the routes
  /// shown and the routes written.
  case unsupportedPathWrite(
    StackLocation<Schema>, shown: [Schema.Route], written: [Schema.Route])
  /// A presentation written at position `index` of the chain, other than the
  /// one shown there or `nil`.
  case unsupportedPresentationWrite(index: Int, shown: PresentationID?, written: PresentationID)
  /// A dismissal of the presentation at position `index` when it is no
  /// longer shown there.
  case staleDismissal(index: Int, shown: PresentationID?)

  /// One sentence naming the write and where it went.
  public var description: String {
    switch self {
    case .unsupportedPathWrite(let location, let shown, let written):
      "No user action writes a path of \(written.count) on \(location), where \(shown.count) were shown; it was not applied."
    case .unsupportedPresentationWrite(let index, let shown, let written):
      "SwiftUI wrote \(written) at presentation \(index) of the chain, where \(shown.map(\.description) ?? "nothing") was shown; it was not applied."
    case .staleDismissal(let index, let shown):
      "A dismissal arrived for presentation \(index) of the chain, where \(shown.map(\.description) ?? "nothing") is no longer shown; it was ignored."
    }
  }
}
