import SwiftUI
import Waypoint
import WaypointDisplay

/// Hosts the presentation at `index` in the chain over `content`: a sheet or a full-screen cover,
/// each showing its own stack and hosting the presentation above it.
///
/// SwiftUI shows one sheet per presenter, so the chain is nested: the presentation at index *n*
/// hosts the one at *n + 1*.
struct PresentationHost<Schema: NavigationSchema, Content: View, Screen: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let index: Int
  let content: Content
  let screen: (Schema.Route) -> Screen
  let dialog: (Schema.Route) -> Dialog<Schema.ReturnValue>

  var body: some View {
    // Read once per body: every binding below remembers this presentation.
    let shown = display.presentation(at: index)
    // A popover or dialog anchored in `content` is shown by the view marking its anchor.
    let content = content.environment(
      AnchorHost<Schema> { [self] in AnyView(anchored($0, at: $1)) })
    // The style table says what each modifier shows: on macOS, which has no full-screen cover, a
    // cover's shown style is a sheet.
    #if os(macOS)
      presentations(
        content.sheet(item: item(for: .sheet, shown: shown), onDismiss: didDismiss) {
          presented($0)
        }, shown: shown)
    #else
      presentations(
        content
          .sheet(item: item(for: .sheet, shown: shown), onDismiss: didDismiss) { presented($0) }
          .fullScreenCover(item: item(for: .fullScreenCover, shown: shown), onDismiss: didDismiss) {
            presented($0)
          },
        shown: shown)
    #endif
  }

  /// `base` with the popover and the two dialogs, whose modifiers are the same on every platform.
  private func presentations(_ base: some View, shown: PresentedItem<Schema>?) -> some View {
    // An anchor not on screen: shown from here, and reported.
    if let shown, shown.style.traits.takesAnchor { _ = display.marksAnchor(of: shown) }
    let alert = shown?.shownStyle == .alert ? shown : nil
    return anchored(
      base.alert(
        alert.map { dialog($0.root.route).title } ?? "",
        isPresented: isPresented(item(for: .alert, shown: shown)), presenting: alert
      ) {
        buttons(for: $0)
      } message: {
        message(for: $0)
      }, at: nil)
  }

  /// `base` with the styles that point at a view (the style table's `takesAnchor`), one mechanism
  /// for both: shown by the view marking `anchor`, or here (`anchor` is `nil`) when none on screen
  /// marks theirs.
  ///
  /// Apple's `popover(item:attachmentAnchor:arrowEdge:content:)` points at the view it modifies.
  /// The dialog is Apple's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`,
  /// a popover from the view it modifies where the width is regular (the behaviour table's row
  /// `dialog-popover-regular`), and since iOS 26 in a compact width too, which only a post without
  /// a reproduction says (`dialog-popover-ios26`).
  private func anchored(_ base: some View, at anchor: Schema.Selection?) -> some View {
    // A marked view reads only the presentations pointing at it.
    let shown =
      anchor.map { display.presentation(at: index, anchoredAt: $0) }
      ?? display.presentation(at: index)
    let confirmation = shown?.shownStyle == .confirmationDialog ? shown : nil
    return
      base
      .popover(item: item(for: .popover, shown: shown, anchor: anchor)) { presented($0) }
      .confirmationDialog(
        confirmation.map { dialog($0.root.route).title } ?? "",
        isPresented: isPresented(item(for: .confirmationDialog, shown: shown, anchor: anchor)),
        titleVisibility: .visible, presenting: confirmation
      ) {
        buttons(for: $0)
      } message: {
        message(for: $0)
      }
  }

  private func buttons(for item: PresentedItem<Schema>) -> DialogButtons<Schema> {
    DialogButtons(dialog: dialog(item.root.route), index: index, shown: item.id)
  }

  @ViewBuilder private func message(for item: PresentedItem<Schema>) -> some View {
    if let message = dialog(item.root.route).message { Text(message) }
  }

  /// Whether `item`'s dialog is up; SwiftUI writes `false` when the user answers or dismisses it,
  /// which `item` reads against the dialog it showed.
  private func isPresented(_ item: Binding<PresentedItem<Schema>?>) -> Binding<Bool> {
    Binding(
      get: { @MainActor in item.wrappedValue != nil },
      set: { @MainActor in if !$0 { item.wrappedValue = nil } })
  }

  /// SwiftUI runs `onDismiss` at the end of the dismiss animation: the display waits for it before
  /// it presents again at this index.
  private var didDismiss: () -> Void {
    let display = display
    let index = index
    return { display.presentationDidDismiss(at: index) }
  }

  private func presented(_ item: PresentedItem<Schema>) -> PresentedScreen<Schema, Screen> {
    PresentedScreen(item: item, index: index, screen: screen, dialog: dialog)
  }

  /// The item of the modifier at this index that shows `style`: on the view marking `anchor`, or
  /// (`anchor` is `nil`) on the presenting view unless a view on screen marks the item's anchor.
  ///
  /// The binding remembers `shown`, the presentation it was made for: SwiftUI writes `nil` at the
  /// end of a pull-down animation, and if the app has replaced the presentation since, that `nil`
  /// is not for the new one.
  private func item(
    for style: PresentationStyle, shown: PresentedItem<Schema>?, anchor: Schema.Selection? = nil
  ) -> Binding<PresentedItem<Schema>?> {
    let display = display
    let index = index
    let shown = shown?.id
    return Binding(
      get: { @MainActor in
        if let anchor {
          let item = display.presentation(at: index, anchoredAt: anchor)
          return item?.shownStyle == style ? item : nil
        }
        guard let item = display.presentation(at: index), item.shownStyle == style,
          !(style.traits.takesAnchor && display.marksAnchor(of: item))
        else { return nil }
        return item
      },
      set: { @MainActor in display.writePresentation($0, at: index, shown: shown) })
  }
}

/// One presentation's content: its stack over its root screen, hosting the presentation above it.
///
/// It cannot be pulled down while an entry in it is back-locked or its ``Dismissal`` forbids it,
/// rests at its detents, and zooms out of its transition source. A cover shown as a sheet gets a
/// Close button, its only way out.
struct PresentedScreen<Schema: NavigationSchema, Screen: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let item: PresentedItem<Schema>
  let index: Int
  let screen: (Schema.Route) -> Screen
  let dialog: (Schema.Route) -> Dialog<Schema.ReturnValue>

  var body: some View {
    let (display, item) = (display, item)
    VStack {
      if item.offersClose {
        Button("Close") { display.writePresentation(nil, at: index, shown: item.id) }
      }
      PresentationHost<Schema, _, Screen>(
        index: index + 1,
        content: WaypointStack(Schema.self, .presentation(item.id)) {
          screen(item.root.route)
        } destination: { route in
          screen(route)
        },
        screen: screen,
        dialog: dialog
      )
    }
    .presentationDetents(
      Set(item.detents.map(\.shown)),
      selection: Binding(
        get: { @MainActor in item.detent.shown },
        set: { @MainActor in display.writeDetent($0 == .medium ? .medium : .large, shown: item.id) }
      )
    )
    .interactiveDismissDisabled(item.isDismissalLocked)
    .onAppear { display.presentationDidAppear(item.id) }
    .zooming(from: item.root.options.transitionSource)
  }
}
