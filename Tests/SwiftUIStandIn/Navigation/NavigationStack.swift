// doc: https://developer.apple.com/documentation/swiftui/navigationstack
public nonisolated struct NavigationStack<Data, Root: View>: View {
  let root: Root
  /// Nil for `init(root:)`: SwiftUI keeps that stack's path itself.
  let path: _Path?

  // doc: https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = nil
  }

  // doc: https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = _Path(
      elementType: Data.Element.self,
      read: { path.wrappedValue.map { AnyHashable($0) } },
      write: { elements in
        let typed = elements.compactMap { $0.base as? Data.Element }
        guard typed.count == elements.count else { return false }
        path.wrappedValue = Data(typed)
        return true
      })
  }

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension NavigationStack: _PrimitiveView {
  public var _primitive: _Primitive { .stack(_Stack(root: root, path: path)) }
}
