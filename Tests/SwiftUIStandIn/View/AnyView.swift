// doc: https://developer.apple.com/documentation/swiftui/anyview
public nonisolated struct AnyView: View {
  let view: any View

  // doc: https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  nonisolated public init<V: View>(_ view: V) { self.view = view }

  // doc: https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
  nonisolated public init<V: View>(erasing view: V) { self.view = view }

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension AnyView: _PrimitiveView {
  public var _primitive: _Primitive { .wrapped(view) }
}
