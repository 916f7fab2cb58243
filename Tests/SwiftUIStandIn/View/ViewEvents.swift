// The lifecycle modifiers. The host calls these actions after a render, never
// during one, as SwiftUI does.

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    hostModifier(.onAppear(action ?? {}))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    hostModifier(.onDisappear(action ?? {}))
  }

  // The iOS 17 form, whose action receives the old and the new value.
  // doc: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    let change = _Change(
      value: value, initial: initial,
      isEqual: { ($0 as? V) == value },
      action: { oldValue in
        if let oldValue = oldValue as? V { action(oldValue, value) }
      })
    return hostModifier(.onChange(change))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    hostModifier(.task(priority, action))
  }
}
