public import WaypointCore

/// A presentation as `.sheet(item:)` and `.fullScreenCover(item:)` show it:
/// identified by its ``PresentationID``, with its root screen.
public struct PresentedItem<Schema: NavigationSchema>: Identifiable, Hashable, Sendable {
  /// The presentation's identity; SwiftUI replaces the sheet when it changes.
  public let id: PresentationID
  /// Sheet or full-screen cover.
  public let style: PresentationStyle
  /// The presentation's root screen.
  public let root: NavigationEntry<Schema>
  /// Whether the user may not pull it down: its root or an entry on its stack
  /// is back-locked, so the navigator would refuse the dismissal.
  public let isDismissalLocked: Bool

  init(_ presentation: Presentation<Schema>) {
    id = presentation.id
    style = presentation.style
    root = presentation.root
    isDismissalLocked = presentation.allEntries.contains { $0.options.isBackLocked }
  }

  public static func == (lhs: PresentedItem, rhs: PresentedItem) -> Bool { lhs.id == rhs.id }

  /// Whether two items show the same: identity alone decides equality (as
  /// SwiftUI's `item` needs), but a view of the item must also be redrawn
  /// when its root or its lock changes.
  static func isShownAlike(_ lhs: PresentedItem?, _ rhs: PresentedItem?) -> Bool {
    lhs?.id == rhs?.id && lhs?.style == rhs?.style && lhs?.root == rhs?.root
      && lhs?.isDismissalLocked == rhs?.isDismissalLocked
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
