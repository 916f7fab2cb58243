// Modal presentation driven by an optional item. SwiftUI writes nil to the
// item binding when the user dismisses the sheet; the host does the same.

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    hostModifier(.presentation(.init(.sheet, item: item, onDismiss: onDismiss, content: content)))
  }

  // Not on macOS in Apple's SDK; declared unconditionally here so that glue
  // behind `#if !os(macOS)` compiles on Linux.
  // doc: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    hostModifier(
      .presentation(.init(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    hostModifier(.interactiveDismissDisabled(isDisabled))
  }
}

extension _Presentation {
  init<Item: Identifiable, Content: View>(
    _ style: Style, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) {
    self.init(
      style: style,
      read: { item.wrappedValue.map { (id: AnyHashable($0.id), content: content($0)) } },
      dismiss: { item.wrappedValue = nil },
      onDismiss: onDismiss)
  }
}
