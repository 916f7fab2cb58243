import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointNavigator

/// The navigator offers every operation of `NavigationState`, with the same
/// names, and lands where the state does, with guards or without (with one,
/// an operation is made in place, taken back for the guard and made again).
@MainActor @Suite struct NavigatorParityTests {
  @Test(arguments: [false, true])
  func everyOperationLandsWhereTheStateDoes(throughAGuard: Bool) async throws {
    var state = TestState.fresh
    let spy = ScriptedGuardState()
    let navigator = TestNavigator(
      state: .fresh, guards: throughAGuard ? [ScriptedGuard(state: spy)] : [])

    try state.push(contentsOf: [.list, .detail(1)])
    await navigator.push(contentsOf: [.list, .detail(1)])
    try state.push(contentsOf: [PathElement(.edit(1))], in: .tab(.search))
    await navigator.push(contentsOf: [PathElement(.edit(1))], in: .tab(.search))
    try state.push(.about, options: .init(selection: "s"))
    await navigator.push(.about, options: .init(selection: "s"))
    #expect(navigator.state == state)

    try state.popToLast { $0.route == .detail(1) }
    await navigator.popToLast { $0.route == .detail(1) }
    try state.popToFirst(in: .tab(.home)) { $0.route == .list }
    await navigator.popToFirst(in: .tab(.home)) { $0.route == .list }
    #expect(navigator.state == state)

    try state.replaceStack(with: [.list, .about])
    await navigator.replaceStack(with: [.list, .about])
    try state.replaceStack(with: [PathElement(.detail(2))], keepingCommonPrefix: false)
    await navigator.replaceStack(with: [PathElement(.detail(2))], keepingCommonPrefix: false)
    try state.replaceTop(with: .edit(3))
    await navigator.replaceTop(with: .edit(3))
    #expect(navigator.state == state)

    try state.pop(count: 0)
    await navigator.pop(count: 0)
    try state.selectTab(.search)
    await navigator.selectTab(.search)
    try state.pop()
    await navigator.pop()
    try state.present(.about, style: .fullScreenCover, path: [PathElement(.list)])
    await navigator.present(.about, style: .fullScreenCover, path: [PathElement(.list)])
    try state.updateOptions(of: state.presentations[0].root.id) { $0.isBackLocked = true }
    await navigator.updateOptions(of: navigator.presentations[0].root.id) { $0.isBackLocked = true }
    try state.finish(state.activeStack[0].id)
    await navigator.finish(navigator.activeStack[0].id)
    #expect(navigator.state == state)

    try state.navigate(to: .presenting(.detail(9)))
    await navigator.navigate(to: .presenting(.detail(9)))
    state.removeEntries { $0.route == .edit(3) }
    await navigator.removeEntries { $0.route == .edit(3) }
    try state.dismiss()
    await navigator.dismiss()
    #expect(navigator.state == state)

    var saved = TestState.fresh
    try saved.push(.about, in: .tab(.settings))
    try state.restore(saved)
    await navigator.restore(saved)
    #expect(navigator.state == state)
    if throughAGuard { expectProposalsChain(spy.proposals, endingAt: navigator.state) }
  }

  /// Every change went to the guard, which saw the state it started from and
  /// the one it made: each proposal starts where the previous one ended.
  private func expectProposalsChain(
    _ proposals: [(current: TestState, proposed: TestState)], endingAt last: TestState
  ) {
    #expect(proposals.count == 17, "every operation above but the empty pop(count: 0)")
    #expect(proposals.first?.current == .fresh)
    for (earlier, later) in zip(proposals, proposals.dropFirst()) {
      #expect(earlier.proposed == later.current)
    }
    #expect(proposals.last?.proposed == last)
    #expect(proposals.allSatisfy { $0.current != $0.proposed })
  }

  @Test func anUnknownTabHasNoStackOnEither() {
    let state = NavigationState<TestApp>(tabs: [.home, .search])
    let navigator = TestNavigator(state: state)
    #expect(state.stack(for: .settings) == nil)
    #expect(navigator.stack(for: .settings) == nil)
    #expect(navigator.stack(for: .home) == Stack())
  }
}
