extension View {
  // The host makes the value part of the view's identity, so a new value is
  // a new view: its state and `onAppear` start again.
  // doc: https://developer.apple.com/documentation/swiftui/view/id(_:)
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    hostModifier(.id(AnyHashable(id)))
  }
}
