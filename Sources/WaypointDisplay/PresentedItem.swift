package import WaypointCore

/// A presentation as `.sheet(item:)` and `.fullScreenCover(item:)` show it: identified by its
/// ``PresentationID``, with its root screen.
///
/// Two items are equal when they show the same presentation, style, root, lock and options.
package struct PresentedItem<Schema: NavigationSchema>: Identifiable, Equatable, Sendable {
  /// The presentation's identity; SwiftUI replaces the sheet when it changes.
  package let id: PresentationID
  /// How it is shown: a sheet, a cover, a popover or a dialog.
  package let style: PresentationStyle
  /// The style SwiftUI shows it in: where there are no full-screen covers (macOS), a cover is a
  /// sheet.
  package let shownStyle: PresentationStyle
  /// The presentation's root screen.
  package let root: NavigationEntry<Schema>
  /// Whether the user may not pull it down: a screen in it is back-locked, its ``Dismissal`` is
  /// locked, or guarded and the guards would deny it.
  package let isDismissalLocked: Bool
  /// The heights it may rest at: its detents, or large (Apple's
  /// `presentationDetents(_:selection:)`: "By default, sheets support the large detent").
  package let detents: [Detent]
  /// The one it rests at: the selected one, else the first.
  package let detent: Detent
  package let anchor: Schema.Selection?

  /// Whether it needs a Close button: an unlocked cover shown as a sheet (macOS) has no gesture,
  /// and was not designed with one.
  package var offersClose: Bool { shownStyle != style && !isDismissalLocked }

  init(_ presentation: Presentation<Schema>, showsCoversAsSheets: Bool, guardsDeny: Bool) {
    id = presentation.id
    style = presentation.style
    shownStyle = showsCoversAsSheets ? style.traits.withoutCovers : style
    root = presentation.root
    isDismissalLocked =
      presentation.dismissal == .locked || presentation.dismissal == .guarded && guardsDeny
      || presentation.root.options.isBackLocked
      || presentation.stack.contains { $0.options.isBackLocked }
    detents = presentation.detents.isEmpty ? [.large] : presentation.detents
    detent = presentation.selectedDetent ?? detents[0]
    anchor = presentation.anchor
  }
}
