import Logging
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

@MainActor @Suite struct NavigatorEventTests {
  /// Reads the next `count` events of a stream.
  private func next(_ count: Int, of stream: AsyncStream<NavigationOutcome<TestApp>>) async
    -> [NavigationOutcome<TestApp>]
  {
    var iterator = stream.makeAsyncIterator()
    var events: [NavigationOutcome<TestApp>] = []
    for _ in 0..<count {
      guard let event = await iterator.next() else { break }
      events.append(event)
    }
    return events
  }

  @Test func everySubscriberSeesEveryKindOfEventInOrder() async {
    let refuser = ScriptedGuardState()
    let navigator = TestNavigator(state: .fresh, guards: [ScriptedGuard(state: refuser)])
    let first = navigator.events()
    let second = navigator.events()
    _ = await navigator.push(.list).outcome
    refuser.decision = .deny(reason: "no")
    _ = await navigator.push(.about).outcome
    refuser.decision = .allow
    _ = await navigator.pop(in: .tab(.search)).outcome
    let events = await next(3, of: first)
    #expect(await next(3, of: second).map(\.description) == events.map(\.description))
    guard case .applied(let pushed) = events[0],
      case .denied(let denied, reason: "no") = events[1],
      case .failed(.app, let error) = events[2],
      case .push(.tab(.home), let entry)? = pushed.steps.first,
      case .push(.tab(.home), let refused)? = denied.steps.first
    else {
      Issue.record("expected applied, denied, failed; got \(events)")
      return
    }
    #expect([entry.route, refused.route] == [.list, .about])
    #expect(error as? TestError == .stackIsEmpty(.tab(.search)))
  }

  @Test func aSubscriptionStartsWhenEventsReturnsNotWhenIterationStarts() async {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(.list).outcome  // before subscribing: never seen
    let stream = navigator.events()
    _ = await navigator.push(.about).outcome  // after subscribing, before iterating: seen
    let reader = Task { await next(1, of: stream) }
    let seen = await reader.value
    guard case .applied(let transition)? = seen.first else {
      Issue.record("expected the second push, got \(seen)")
      return
    }
    #expect(transition.steps.first?.addedEntries.map(\.route) == [.about])
  }

  @Test func aStreamMadeInsideATaskMissesNavigationsQueuedBeforeTheTaskRuns() async {
    let navigator = TestNavigator(state: .fresh)
    let reader = Task { @MainActor in await next(1, of: navigator.events()) }
    _ = await navigator.push(.list).outcome  // runs before the task gets to subscribe
    await Task.yield()
    _ = await navigator.push(.about).outcome
    let seen = await reader.value
    guard case .applied(let transition)? = seen.first else {
      Issue.record("expected only the second push, got \(seen)")
      return
    }
    #expect(transition.steps.first?.addedEntries.map(\.route) == [.about])
  }

  @Test func aRedirectIsOneEvent() async {
    let signIn = SignInGuard<TestApp>(
      isProtected: { $0 == .about }, isSignedIn: { false }, redirect: .present(.edit(0)))
    let navigator = TestNavigator(state: .fresh, guards: [signIn])
    let events = navigator.events()
    _ = await navigator.push(.about).outcome
    _ = await navigator.push(.list).outcome
    let received = await next(2, of: events)
    guard case .redirected(let from, let to, _) = received[0] else {
      Issue.record("expected a redirect, got \(received)")
      return
    }
    #expect(from.steps.count == 1)
    #expect(!(to.steps.first?.addedEntries.isEmpty ?? true))
    guard case .applied = received[1] else {
      Issue.record("expected the next push, got \(received[1])")
      return
    }
  }

  @Test func aSlowSubscriberNeverHoldsNavigationBack() async {
    let navigator = TestNavigator(state: .fresh)
    let stream = navigator.events(bufferingNewest: 2)
    for index in 0..<50 { _ = await navigator.push(.detail(index)).outcome }
    #expect(navigator.state.activeStack.count == 50)
    let kept = await next(2, of: stream).compactMap { event -> TestApp.Route? in
      guard case .applied(let transition) = event else { return nil }
      return transition.steps.first?.addedEntries.first?.route
    }
    #expect(kept == [.detail(48), .detail(49)])
  }

  @Test func aFinishedStreamIsForgotten() async {
    let navigator = TestNavigator(state: .fresh)
    do {
      let stream = navigator.events()
      _ = stream
    }
    for _ in 0..<20 { await Task.yield() }
    #expect(!navigator.followers.hearEvents)
  }

  @Test func recordsAreDebugWithoutPayloadsAndTraceWithThem() async {
    let records = CapturingLogHandler.Records()
    let logger = Logger(label: "test") { _ in CapturingLogHandler(records: records) }
    let refuser = ScriptedGuardState()
    let navigator = TestNavigator(
      state: .fresh, guards: [ScriptedGuard(state: refuser)], logger: logger)
    _ = await navigator.push(.detail(31_337)).outcome
    refuser.decision = .deny(reason: "nope")
    _ = await navigator.push(.edit(31_337)).outcome
    let events = records.events.withLock { $0 }
    #expect(!events.contains { $0.0 > .debug })
    let debug = events.filter { $0.0 == .debug }
    #expect(debug.map(\.1) == ["navigation applied", "navigation denied"])
    #expect(debug[0].2["cause"] == "app")
    #expect(debug[0].2["steps"] == "1")
    #expect(debug[0].2["version"] == "1")
    #expect(debug[1].2["reason"] == "nope")
    #expect(!debug.contains { "\($0.1) \($0.2)".contains("31337") })
    #expect(events.contains { $0.0 == .trace && $0.1.contains("detail(31337)") })
  }

  @Test func aDefaultLoggerRecordsNothing() async {
    let records = CapturingLogHandler.Records()
    let logger = Logger(label: "test") { _ in
      var handler = CapturingLogHandler(records: records)
      handler.logLevel = .info  // swift-log's default level
      return handler
    }
    let navigator = TestNavigator(state: .fresh, logger: logger)
    _ = await navigator.push(.detail(1)).outcome
    _ = await navigator.pop(count: 5).outcome
    #expect(records.events.withLock { $0.isEmpty })
  }
}
