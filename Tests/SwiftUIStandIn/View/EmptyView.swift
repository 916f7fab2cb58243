// doc: https://developer.apple.com/documentation/swiftui/emptyview
public nonisolated struct EmptyView: View {
  // doc: https://developer.apple.com/documentation/swiftui/emptyview/init()
  nonisolated public init() {}
  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension EmptyView: _PrimitiveView {
  public var _primitive: _Primitive { .empty }
}
