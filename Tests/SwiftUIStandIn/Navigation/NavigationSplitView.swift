// Two or three columns, each rendered side by side by the host. SwiftUI
// collapses a split view into one stack on a compact width; the host does
// not: code that wants a stack there shows one (see `horizontalSizeClass`).
// doc: https://developer.apple.com/documentation/swiftui/navigationsplitview
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let columns: [any View]

  // doc: https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    columns = [sidebar(), detail()]
  }

  // doc: https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    columns = [sidebar(), content(), detail()]
  }

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension NavigationSplitView: _PrimitiveView {
  public var _primitive: _Primitive { .splitView(columns) }
}
