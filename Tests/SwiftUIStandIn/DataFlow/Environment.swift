public import Observation

// The host fills `storage` with the environment of the view's position before
// it calls `body`, as SwiftUI does for every `DynamicProperty`.
// doc: https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value> {
  let storage = EnvironmentStorage()
  let read: (EnvironmentValues) -> Value

  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
    read = { $0.objects[ObjectIdentifier(T.self)] as? T }
  }

  // Apple documents this form by example; its page was not retrieved.
  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { values in
      guard let object = values.objects[ObjectIdentifier(Value.self)] as? Value else {
        // SwiftUI traps here too.
        fatalError(
          "No Observable object of type \(Value.self) found. A View.environment(_:) for "
            + "\(Value.self) may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  // doc: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { read(storage.values) }
}

/// A view's environment as of its last render.
final class EnvironmentStorage {
  var values = EnvironmentValues()
}

/// An `Environment` property of a view, which the host fills before `body`.
@_spi(Host) public protocol _EnvironmentReader {
  func _resolve(_ values: EnvironmentValues)
}

@_spi(Host) extension Environment: _EnvironmentReader {
  public func _resolve(_ values: EnvironmentValues) { storage.values = values }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/environment(_:)
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    hostModifier(.environmentObject(ObjectIdentifier(T.self), object))
  }
}
