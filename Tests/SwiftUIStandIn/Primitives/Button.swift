// doc: https://developer.apple.com/documentation/swiftui/button
public nonisolated struct Button<Label: View>: View {
  let label: Label
  let action: @MainActor () -> Void

  // doc: https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
  }

  public var body: Never { fatalError("a built-in view has no body") }
}

extension Button where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(title) }
  }
}

@_spi(Host) extension Button: _PrimitiveView {
  public var _primitive: _Primitive { .button(label: label, action: action) }
}
