public import Foundation

// The host hands each window's storage to its views through the environment,
// before `body`, as it does for `Environment`: the value lives in the window,
// not in the view, so a view made again finds it, and a window restored at
// launch gets back what it saved.
// doc: https://developer.apple.com/documentation/swiftui/scenestorage
@propertyWrapper
public struct SceneStorage<Value> {
  let key: String
  let defaultValue: Value
  let location = SceneStorageLocation()

  // The `Data` form; Apple also has Bool, Int, Double, String, URL and
  // RawRepresentable ones, which the glue does not use.
  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.key = key
    self.defaultValue = wrappedValue
  }

  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  public var wrappedValue: Value {
    get {
      let storage = Unchecked(self)
      return MainActor.assumeIsolated { Unchecked(storage.value.read()) }.value
    }
    nonmutating set {
      let (storage, newValue) = (Unchecked(self), Unchecked(newValue))
      MainActor.assumeIsolated {
        _ViewUpdate.noteWrite()
        storage.value.write(newValue.value)
      }
    }
  }

  // doc: https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
  public var projectedValue: Binding<Value> {
    let storage = Unchecked(self)
    return Binding(get: { storage.value.read() }, set: { storage.value.write($0) })
  }

  @MainActor private func read() -> Value {
    location.window?.sceneStorage[key] as? Value ?? location.local as? Value ?? defaultValue
  }

  @MainActor private func write(_ value: Value) {
    if let window = location.window {
      window.sceneStorage[key] = value
    } else {
      location.local = value
    }
  }
}

/// Where a `SceneStorage` keeps its value: the window the host gave it, or,
/// outside any window, the property itself.
final class SceneStorageLocation: @unchecked Sendable {
  var window: _Window?
  var local: Any?
}

@_spi(Host) extension SceneStorage: _EnvironmentReader {
  public func _resolve(_ values: EnvironmentValues) {
    location.window = values._window
  }
}
