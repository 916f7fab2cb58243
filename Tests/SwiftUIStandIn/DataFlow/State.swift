// Simple storage: unlike SwiftUI, which keeps state per view identity, a
// `State` here lives as long as the view value holding it, so a parent's body
// re-creating a child re-creates the child's state too.
// doc: https://developer.apple.com/documentation/swiftui/state
@propertyWrapper
public struct State<Value> {
  let storage: StateStorage<Value>

  // doc: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { storage = StateStorage(value) }

  // doc: https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { storage = StateStorage(value) }

  // doc: https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set {
      MainActor.assumeIsolated { _ViewUpdate.noteWrite() }
      storage.value = newValue
    }
  }

  // doc: https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> {
    let storage = storage
    return Binding(get: { storage.value }, set: { storage.value = $0 })
  }
}

/// Unchecked because views, their bindings and the host all use it on the main
/// actor only, as SwiftUI requires of state.
final class StateStorage<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

// In an extension, as Apple's interface declares it (SwiftUICore, iOS 18.6 SDK): a constrained
// `init()` in the type itself would be taken as the default of every `@State` declared without a
// value, so `@State var model: Model` set in an `init` would not compile.
extension State where Value: ExpressibleByNilLiteral {
  // doc: https://developer.apple.com/documentation/swiftui/state/init()
  public init() { self.init(wrappedValue: nil) }
}
