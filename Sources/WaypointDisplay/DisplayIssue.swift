public import WaypointCore

/// A write from SwiftUI that the display did not turn into a navigation.
///
/// Each is something no user action produces (a path that is not the shown
/// one shortened or extended by links, a different sheet written over the one
/// shown) or a write about something that is no longer shown. The display
/// reports it and shows the model again; it never applies it.
public enum DisplayIssue<Schema: NavigationSchema>: Hashable, Sendable, CustomStringConvertible {
  /// A path no user action writes, on the stack at `location`.
  case unsupportedPathWrite(
    StackLocation<Schema>, shown: [PathItem<Schema>], written: [PathItem<Schema>])
  /// A presentation written at `level` other than the one shown or `nil`.
  case unsupportedPresentationWrite(level: Int, shown: PresentationID?, written: PresentationID)
  /// A dismissal of the presentation at `level` when it is no longer shown there.
  case staleDismissal(level: Int, shown: PresentationID?)

  /// One sentence naming the write and where it went.
  public var description: String {
    switch self {
    case .unsupportedPathWrite(let location, let shown, let written):
      "No user action writes a path of \(written.count) on \(location), where \(shown.count) were shown; it was not applied."
    case .unsupportedPresentationWrite(let level, let shown, let written):
      "SwiftUI wrote \(written) at presentation level \(level), where \(shown.map(\.description) ?? "nothing") was shown; it was not applied."
    case .staleDismissal(let level, let shown):
      "A dismissal arrived for level \(level), where \(shown.map(\.description) ?? "nothing") is no longer shown; it was ignored."
    }
  }
}
