// doc: https://developer.apple.com/documentation/swiftui/progressview
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?

  public var body: Never { fatalError("a built-in view has no body") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  // doc: https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
  nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { Double($0) / Double(total) }
  }
}

@_spi(Host) extension ProgressView: _PrimitiveView {
  public var _primitive: _Primitive { .progress(fraction) }
}
