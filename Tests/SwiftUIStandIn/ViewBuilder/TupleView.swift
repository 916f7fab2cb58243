// doc: https://developer.apple.com/documentation/swiftui/tupleview
public nonisolated struct TupleView<T>: View {
  // doc: https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T

  // doc: https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  nonisolated public init(_ value: T) { self.value = value }

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension TupleView: _PrimitiveView {
  /// The tuple's elements in order.
  ///
  /// A tuple cannot be iterated generically, so this reflects it; an element
  /// that is not a view (impossible from `ViewBuilder`) keeps its position as
  /// an `EmptyView`.
  public var _primitive: _Primitive {
    let children = Mirror(reflecting: value).children.map { $0.value as? any View ?? EmptyView() }
    return .container(.tuple, children)
  }
}
