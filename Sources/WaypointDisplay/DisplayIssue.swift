public import WaypointCore

/// A write from SwiftUI that the display did not turn into a navigation.
///
/// Either no user action produces it (a path other than the shown one cut or extended by links,
/// another sheet written over the shown one), or it is about something no longer shown. The display
/// shows the model again.
public enum DisplayIssue<Schema: NavigationSchema>: Hashable, Sendable, CustomStringConvertible {
  /// A path no user action writes, on the stack at `location`: the routes shown and the routes
  /// written.
  case unsupportedPathWrite(
    StackLocation<Schema>, shown: [Schema.Route], written: [Schema.Route])
  /// A presentation written at position `index` of the chain, other than the one shown there or
  /// `nil`.
  case unsupportedPresentationWrite(index: Int, shown: PresentationID?, written: PresentationID)
  /// A dismissal of the presentation at position `index` when it is no longer shown there.
  case staleDismissal(index: Int, shown: PresentationID?)
  /// The presentation's ``Presentation/anchor`` names a view that is not on screen; it points at
  /// the view that presents it instead.
  case anchorNotShown(PresentationID, anchor: Schema.Selection)

  /// One sentence naming the write and where it went.
  public var description: String {
    switch self {
    case .unsupportedPathWrite(let location, let shown, let written):
      "No user action writes a path of \(written.count) on \(location), where \(shown.count) were shown; it was not applied."
    case .unsupportedPresentationWrite(let index, let shown, let written):
      "SwiftUI wrote \(written) at presentation \(index) of the chain, where \(shown.map(\.description) ?? "nothing") was shown; it was not applied."
    case .staleDismissal(let index, let shown):
      "A dismissal arrived for presentation \(index) of the chain, where \(shown.map(\.description) ?? "nothing") is no longer shown; it was ignored."
    case .anchorNotShown(let id, let anchor):
      "The anchor \(String(reflecting: anchor)) of \(id) is not on screen; it points at the view that presents it."
    }
  }
}
