// Apple declares `init(get:set:)` with `@isolated(any) @Sendable` closures.
// An `@isolated(any)` function can only be called with `await`, and
// `wrappedValue` is synchronous, so SwiftUI's trick of converting the closure
// to a plain one is what Swift 6.3 now warns about. The stand-in takes
// `@MainActor @Sendable` closures instead: a closure written in a main-actor
// context (every view body and all glue) type-checks the same against both,
// and the stand-in never needs the conversion. Reading or writing off the main
// actor traps here, where SwiftUI reports it at run time.
// doc: https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let get: @MainActor @Sendable () -> Value
  let set: @MainActor @Sendable (Value) -> Void

  // doc: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }

  // What `@Binding var x` uses when a view is made with `$state`.
  // doc: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  // doc: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get {
      let get = get
      return MainActor.assumeIsolated { Unchecked(get()) }.value
    }
    nonmutating set {
      let (set, newValue) = (set, Unchecked(newValue))
      MainActor.assumeIsolated {
        _ViewUpdate.noteWrite()
        set(newValue.value)
      }
    }
  }

  // doc: https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  // doc: https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> {
    let value = Unchecked(value)
    return Binding(get: { value.value }, set: { _ in })
  }

  // doc: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let (get, set, keyPath) = (get, set, Unchecked(keyPath))
    return Binding<Subject>(
      get: { get()[keyPath: keyPath.value] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath.value] = newValue
        set(value)
      })
  }
}

extension Binding: Sendable where Value: Sendable {}

/// Carries a value across `MainActor.assumeIsolated`, which runs its closure
/// synchronously on the calling thread, so nothing is actually shared.
struct Unchecked<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
