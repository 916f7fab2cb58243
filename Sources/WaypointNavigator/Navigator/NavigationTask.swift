public import WaypointCore

/// A navigation asked of a ``Navigator``: settled at once when every guard answers at once, or
/// later, when a guard takes its time or the navigation waits its turn.
///
/// Every call returns one, in synchronous and `async` code alike: a SwiftUI action moves on, and
/// code that needs the result awaits ``outcome``.
@MainActor
public final class NavigationTask<Schema: NavigationSchema> {
  // Stored without its generic type: a task is made, settled and freed with every navigation, and
  // in unspecialised generic code a stored `NavigationOutcome<Schema>?`, or a list of closures that
  // take one, costs metadata lookups to make, to set and to free.
  /// The outcome once settled, as a `NavigationOutcome<Schema>`.
  private var settled: (any Sendable)?
  /// Who awaits or observes the outcome, in the order they asked.
  private var wakers: [@MainActor (any Sendable) -> Void] = []
  /// The equal way in's navigation this one joined, which settles both: a join costs the joining
  /// task a reference, and the waiting one nothing.
  private var joined: NavigationTask?

  init() {}

  /// The task that settles this one: itself, or the end of its joins.
  private var settling: NavigationTask {
    var task = self
    while let next = task.joined { task = next }
    return task
  }

  /// The outcome, once the navigation has settled; `nil` while it waits for a guard or for its
  /// turn.
  public var settledOutcome: NavigationOutcome<Schema>? {
    settling.settled.map(Self.outcome(of:))
  }

  /// Whether the navigation has settled, known without reading its outcome.
  var isSettled: Bool { settling.settled != nil }

  /// The outcome, waiting for the navigation to settle if it has not.
  public var outcome: NavigationOutcome<Schema> {
    get async {
      if let settledOutcome { return settledOutcome }
      let task = settling
      return await withCheckedContinuation { continuation in
        task.wakers.append { continuation.resume(returning: Self.outcome(of: $0)) }
      }
    }
  }

  /// Calls `body` with the outcome as the navigation settles (at once if it has), before anyone
  /// awaiting ``outcome`` resumes: the display keeps its bookkeeping in step this way.
  package func whenSettled(_ body: @escaping @MainActor (NavigationOutcome<Schema>) -> Void) {
    if let settledOutcome { return body(settledOutcome) }
    settling.wakers.append { body(Self.outcome(of: $0)) }
  }

  /// Makes this navigation settle as `other` does: an equal way in joined it.
  ///
  /// Whoever already waits on this one moves over.
  func join(_ other: NavigationTask) {
    let target = other.settling
    guard target !== self, settled == nil else { return }
    target.wakers += wakers
    wakers = []
    joined = target
  }

  /// Settles the navigation and wakes whoever awaits it; only the first call counts.
  ///
  /// Observers run here, in order; an awaiting task resumes only after this turn of the main actor,
  /// so every observer runs before it.
  func settle(_ outcome: NavigationOutcome<Schema>) {
    guard joined == nil else { return settling.settle(outcome) }
    guard settled == nil else { return }
    settled = outcome
    // Most navigations settle before anyone waits: nothing more to do then.
    guard !wakers.isEmpty else { return }
    let wakers = wakers
    self.wakers = []
    for waker in wakers { waker(outcome) }
  }

  /// Settles the navigation as applied with `transition`.
  func settle(applied transition: StateTransition<Schema>) {
    settle(.applied(transition))
  }

  /// The outcome a task stored.
  private static func outcome(of settled: any Sendable) -> NavigationOutcome<Schema> {
    guard let outcome = settled as? NavigationOutcome<Schema> else {
      preconditionFailure("A navigation task holds \(type(of: settled)), not its outcome.")
    }
    return outcome
  }
}
