// The view-builder form, whose tabs are child views marked with `tag(_:)`
// and `tabItem(_:)`; not the iOS 18 `Tab` form.
// doc: https://developer.apple.com/documentation/swiftui/tabview
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: _Selection?

  // doc: https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  nonisolated public init(
    selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { binding in
      _Selection(
        read: { AnyHashable(binding.wrappedValue) },
        write: { value in
          guard let value = value.base as? SelectionValue else { return false }
          binding.wrappedValue = value
          return true
        })
    }
  }

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension TabView: _PrimitiveView {
  public var _primitive: _Primitive { .tabs(content: content, selection: selection) }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    hostModifier(.tag(AnyHashable(tag)))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    hostModifier(.tabItem(label()))
  }
}
