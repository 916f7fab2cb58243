// doc: https://developer.apple.com/documentation/swiftui/foreach
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  let data: Data
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  // doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  public var body: Never { fatalError("a built-in view has no body") }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  // doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  nonisolated public init(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { $0.id }
    self.content = content
  }
}

@_spi(Host) extension ForEach: _PrimitiveView where Content: View {
  /// Each element's view with its id, which is the row's identity.
  public var _primitive: _Primitive {
    .forEach(data.map { (id: AnyHashable(id($0)), view: content($0)) })
  }
}
