public import WaypointCore

/// A navigation asked of a ``Navigator``: settled at once when every guard
/// answers at once, or later, when a guard takes its time or the navigation
/// waits its turn.
///
/// A SwiftUI action calls the navigator and moves on; code that needs the
/// result awaits it:
///
/// ```swift
/// Button("Pikachu") { navigator.push(.pokemon(id: 25)) }
///
/// let outcome = await navigator.push(.pokemon(id: 25)).outcome
/// ```
///
/// In an `async` function, awaiting the call itself gives the outcome, as
/// every navigation has an `async` form: `await navigator.push(.pokemon(id: 25))`.
/// There, a task is had by naming its type:
/// `let task: NavigationTask = navigator.push(.pokemon(id: 25))`.
@MainActor
public final class NavigationTask<Schema: NavigationSchema> {
  /// The outcome, once the navigation has settled; `nil` while it waits for
  /// a guard or for its turn.
  public private(set) var settledOutcome: NavigationOutcome<Schema>?
  private var waiters: [CheckedContinuation<NavigationOutcome<Schema>, Never>] = []
  private var observers: [@MainActor (NavigationOutcome<Schema>) -> Void] = []

  init() {}

  /// The outcome, waiting for the navigation to settle if it has not.
  public var outcome: NavigationOutcome<Schema> {
    get async {
      if let settledOutcome { return settledOutcome }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Calls `body` with the outcome as the navigation settles (at once if it
  /// has), before anyone awaiting ``outcome`` resumes: the display keeps its
  /// bookkeeping in step this way.
  package func whenSettled(_ body: @escaping @MainActor (NavigationOutcome<Schema>) -> Void) {
    if let settledOutcome { return body(settledOutcome) }
    observers.append(body)
  }

  /// Settles the navigation and wakes whoever awaits it; only the first call counts.
  func settle(_ outcome: NavigationOutcome<Schema>) {
    guard settledOutcome == nil else { return }
    settledOutcome = outcome
    for observer in observers { observer(outcome) }
    for waiter in waiters { waiter.resume(returning: outcome) }
    observers = []
    waiters = []
  }
}
