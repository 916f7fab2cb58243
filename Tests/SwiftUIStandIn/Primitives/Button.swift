// doc: https://developer.apple.com/documentation/swiftui/button
public nonisolated struct Button<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

  // doc: https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.init(role: nil, action: action, label: label)
  }

  // doc: https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
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
  public var _primitive: _Primitive { .button(label: label, role: role, action: action) }
}

// doc: https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
  let name: String
  // doc: https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(name: "cancel")
  // doc: https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(name: "destructive")
}
