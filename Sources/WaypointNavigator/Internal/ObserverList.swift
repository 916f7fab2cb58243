/// Callbacks registered under tokens, called in the order they were added: the navigator's commit
/// and event observers.
@MainActor struct ObserverList<Value> {
  private var observers: [(token: Int, call: @MainActor (Value) -> Void)] = []
  private var nextToken = 0
  private var count = 0

  /// Adds `observer`; returns the token that removes it.
  mutating func add(_ observer: @escaping @MainActor (Value) -> Void) -> Int {
    defer { nextToken += 1 }
    observers.append((nextToken, observer))
    count = observers.count
    return nextToken
  }

  /// Removes the observer `token` names, if it is still there.
  mutating func remove(_ token: Int) {
    observers.removeAll { $0.token == token }
    count = observers.count
  }

  /// Whether no observer is registered, known without looking at the list.
  var isEmpty: Bool { count == 0 }

  /// Calls every observer with `value`.
  ///
  /// An observer may remove itself while called: the list iterated is the one from before the call.
  func notify(_ value: Value) {
    // Most navigators have no observer, and even asking an array of generic closures whether it is
    // empty builds its type's metadata at run time.
    guard count > 0 else { return }
    for observer in observers { observer.call(value) }
  }
}
