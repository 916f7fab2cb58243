// doc: https://developer.apple.com/documentation/swiftui/group
public nonisolated struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  // doc: https://developer.apple.com/documentation/swiftui/group/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension Group: _PrimitiveView where Content: View {
  public var _primitive: _Primitive { .container(.group, [content]) }
}
