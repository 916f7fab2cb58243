import Logging
import Observation
import Synchronization
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

typealias TestNavigator = Navigator<TestApp>

/// Counts how often an observation fired; each tracking fires at most once.
@MainActor final class InvalidationCounter {
  var fired = 0
}

/// Tracks what `read` reads and counts the invalidations that follow.
@MainActor func track(_ read: @escaping @MainActor () -> Void) -> InvalidationCounter {
  let counter = InvalidationCounter()
  withObservationTracking {
    read()
  } onChange: {
    MainActor.assumeIsolated { counter.fired += 1 }
  }
  return counter
}

/// A guard whose answer the test sets, and which records what it saw.
@MainActor final class ScriptedGuardState {
  var decision: GuardDecision<TestApp> = .allow
  var seen: [StateTransition<TestApp>] = []
  /// Each proposal shown, with its proposed state as the guard read it.
  var proposals: [(current: TestState, proposed: TestState)] = []
  /// When set, the guard suspends until the test resumes it.
  var gate: CheckedContinuation<Void, Never>?
  var holds = false
  /// Whether the guard reads the proposed state, which builds it.
  var readsProposedState = true
}

struct ScriptedGuard: NavigationGuard {
  let state: ScriptedGuardState

  func evaluate(_ proposal: NavigationProposal<TestApp>) -> GuardDecision<TestApp> {
    state.seen.append(proposal.transition)
    if state.readsProposedState { state.proposals.append((proposal.current, proposal.proposed)) }
    guard state.holds else { return state.decision }
    let state = state
    return .later(
      Task {
        await withCheckedContinuation { state.gate = $0 }
        return state.decision
      })
  }
}

/// Captures log records so tests can check what reaches the log and at which level.
struct CapturingLogHandler: LogHandler {
  final class Records: Sendable {
    let events = Mutex<[(Logger.Level, String, Logger.Metadata)]>([])
  }

  let records: Records
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    records.events.withLock { $0.append((event.level, "\(event.message)", event.metadata ?? [:])) }
  }
}

extension NavigationOutcome {
  var deniedReason: String? {
    if case .denied(_, let reason) = self { return reason }
    return nil
  }

  var isRedirected: Bool {
    if case .redirected = self { return true }
    return false
  }
}
