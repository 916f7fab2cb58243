public import Observation

// The host fills `storage` with the environment of the view's position before
// it calls `body`, as SwiftUI does for every `DynamicProperty`.
// doc: https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value> {
  let storage = EnvironmentStorage<Value>()
  /// What the property reads in an environment, kept alone: as SwiftUI's `Environment` holds the
  /// value it resolved, not the whole environment, an object in the environment that captures the
  /// view (a closure the glue puts there) makes no retain cycle.
  let resolve: (EnvironmentValues) -> () -> Value

  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
    // Held weakly: the host resolves into a box every copy of the view shares, so a copy kept by
    // an object in the environment (the glue's anchor host keeps its view, content included) would
    // keep that object alive through its own content. SwiftUI resolves into its graph, not into
    // view values, and has no such cycle; the object stays alive while the modifier that put it in
    // the environment is on screen, and an optional read after that finds none.
    resolve = { values in
      weak let object = values.objects[ObjectIdentifier(T.self)] as? T
      return { object }
    }
    storage.read = resolve(EnvironmentValues())
  }

  // Apple documents this form by example; its page was not retrieved.
  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    resolve = { values in
      guard let object = values.objects[ObjectIdentifier(Value.self)] as? Value else {
        // SwiftUI traps here too, when the property is read.
        return {
          fatalError(
            "No Observable object of type \(Value.self) found. A View.environment(_:) for "
              + "\(Value.self) may be missing as an ancestor of this view.")
        }
      }
      return { object }
    }
    storage.read = resolve(EnvironmentValues())
  }

  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    resolve = { values in
      let value = values[keyPath: keyPath]
      return { value }
    }
    storage.read = resolve(EnvironmentValues())
  }

  // doc: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { storage.read() }
}

/// What a view's environment property read as of its last render.
final class EnvironmentStorage<Value> {
  var read: () -> Value = { fatalError("an Environment property with no value") }
}

/// An `Environment` property of a view, which the host fills before `body`.
@_spi(Host) public protocol _EnvironmentReader {
  func _resolve(_ values: EnvironmentValues)
}

@_spi(Host) extension Environment: _EnvironmentReader {
  public func _resolve(_ values: EnvironmentValues) { storage.read = resolve(values) }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/environment(_:)
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    hostModifier(.environmentObject(ObjectIdentifier(T.self), object))
  }
}
