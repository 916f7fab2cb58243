// The scrolling containers. SwiftUI builds their rows lazily, which is why
// the host ignores navigation destinations declared inside them.

// doc: https://developer.apple.com/documentation/swiftui/list
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  var selection: _ListSelection?

  public var body: Never { fatalError("a built-in view has no body") }
}

extension List {
  // The single selection: in a split view's column, a `NavigationLink` whose
  // value is of the selection's type selects its row instead of pushing.
  // doc: https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz
  nonisolated public init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { binding in
      _ListSelection(
        read: { binding.wrappedValue.map { AnyHashable($0) } },
        write: { value in
          guard let value else {
            binding.wrappedValue = nil
            return true
          }
          guard let typed = value.base as? SelectionValue else { return false }
          binding.wrappedValue = typed
          return true
        })
    }
  }
}

extension List where SelectionValue == Never {
  // doc: https://developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

// doc: https://developer.apple.com/documentation/swiftui/form
public nonisolated struct Form<Content: View>: View {
  let content: Content

  // doc: https://developer.apple.com/documentation/swiftui/form/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { fatalError("a built-in view has no body") }
}

// doc: https://developer.apple.com/documentation/swiftui/section
public nonisolated struct Section<Parent, Content, Footer> {
  let title: String?
  let content: Content
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: Never { fatalError("a built-in view has no body") }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/section/init(_:content:)
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/section/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.title = nil
    self.content = content()
  }
}

@_spi(Host) extension List: _PrimitiveView {
  public var _primitive: _Primitive {
    selection.map { .selectingList($0, content) } ?? .container(.list, [content])
  }
}

@_spi(Host) extension Form: _PrimitiveView {
  public var _primitive: _Primitive { .container(.form, [content]) }
}

@_spi(Host) extension Section: _PrimitiveView where Parent: View, Content: View, Footer: View {
  public var _primitive: _Primitive { .container(.section(title: title), [content]) }
}
