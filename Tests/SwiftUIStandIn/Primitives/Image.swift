// doc: https://developer.apple.com/documentation/swiftui/image
public nonisolated struct Image: View, Equatable, Sendable {
  let systemName: String

  // doc: https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  nonisolated public init(systemName: String) { self.systemName = systemName }

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension Image: _PrimitiveView {
  public var _primitive: _Primitive { .image(systemName: systemName) }
}
