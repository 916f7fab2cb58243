public import WaypointCore
public import WaypointNavigator

/// A guard whose answer the test gives, when it wants: the navigation waits for it, as it would for
/// a guard that asks a server.
@MainActor
public final class ControlledGuard<Schema: NavigationSchema>: NavigationGuard {
  private var held: [Hold] = []
  private var proposals: [NavigationProposal<Schema>] = []
  private var watchers: [CheckedContinuation<NavigationProposal<Schema>, Never>] = []
  /// The proposals the guard was asked about, oldest first.
  package private(set) var seen: [NavigationProposal<Schema>] = []

  /// Creates a guard that holds every navigation until the test decides.
  public init() {}

  /// Holds the navigation: its answer is the one the test gives.
  public func evaluate(_ proposal: NavigationProposal<Schema>) -> GuardDecision<Schema> {
    seen.append(proposal)
    if watchers.isEmpty {
      proposals.append(proposal)
    } else {
      watchers.removeFirst().resume(returning: proposal)
    }
    let hold = Hold()
    held.append(hold)
    return .later(Task { await hold.decision() })
  }

  /// Waits until a navigation asks the guard, and returns what it proposes.
  public func nextProposal() async -> NavigationProposal<Schema> {
    if !proposals.isEmpty { return proposals.removeFirst() }
    return await withCheckedContinuation { watchers.append($0) }
  }

  /// Answers the navigation that has waited longest.
  ///
  /// - Precondition: A navigation is waiting.
  public func decide(_ decision: GuardDecision<Schema>) {
    guard !held.isEmpty else {
      preconditionFailure("ControlledGuard.decide(_:) was called with no navigation waiting.")
    }
    held.removeFirst().answer(decision)
  }

  /// One navigation's answer: given before or after the navigation asks for it.
  @MainActor private final class Hold {
    private var given: GuardDecision<Schema>?
    private var waiting: CheckedContinuation<GuardDecision<Schema>, Never>?

    func answer(_ decision: GuardDecision<Schema>) {
      if let waiting { return waiting.resume(returning: decision) }
      given = decision
    }

    func decision() async -> GuardDecision<Schema> {
      if let given { return given }
      return await withCheckedContinuation { waiting = $0 }
    }
  }
}
