// The value-based links only: SwiftUI appends the value to the enclosing
// stack's path, and the destination comes from `navigationDestination(for:)`.
// doc: https://developer.apple.com/documentation/swiftui/navigationlink
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let value: AnyHashable?

  public var body: Never { fatalError("a built-in view has no body") }
}

extension NavigationLink where Destination == Never {
  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
  nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = value.map { AnyHashable($0) }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)
  nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

@_spi(Host) extension NavigationLink: _PrimitiveView {
  public var _primitive: _Primitive { .link(label: label, value: value) }
}
