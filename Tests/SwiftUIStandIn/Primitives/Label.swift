// doc: https://developer.apple.com/documentation/swiftui/label
public nonisolated struct Label<Title: View, Icon: View>: View {
  let title: String
  let systemImage: String

  public var body: Never { fatalError("a built-in view has no body") }
}

extension Label where Title == Text, Icon == Image {
  // doc: https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = String(title)
    self.systemImage = name
  }
}

@_spi(Host) extension Label: _PrimitiveView {
  public var _primitive: _Primitive { .label(title: title, systemImage: systemImage) }
}
