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
    _ = await navigator.push(contentsOf: [.list, .detail(1)]).outcome
    try state.push(contentsOf: [StackElement(.edit(1))], in: .tab(.search))
    _ = await navigator.push(contentsOf: [.edit(1)], in: .tab(.search)).outcome
    try state.push(.about, options: .init(selection: "s"))
    _ = await navigator.push(.about, options: .init(selection: "s")).outcome
    #expect(navigator.state == state)

    try state.pop(to: state.activeStack[1].id)
    _ = await navigator.pop(to: navigator.state.activeStack[1].id).outcome
    try state.pop(to: state.activeStack[0].id, in: .tab(.home))
    _ = await navigator.pop(to: navigator.state.activeStack[0].id, in: .tab(.home)).outcome
    #expect(navigator.state == state)

    try state.replaceStack(with: [.list, .about])
    _ = await navigator.replaceStack(with: [.list, .about]).outcome
    try state.replaceStack(with: [StackElement(.detail(2))], keepingCommonPrefix: false)
    _ = await navigator.replaceStack(with: [.detail(2)], keepingCommonPrefix: false).outcome
    try state.replaceTop(with: .edit(3))
    _ = await navigator.replaceTop(with: .edit(3)).outcome
    #expect(navigator.state == state)

    try state.pop(count: 0)
    _ = await navigator.pop(count: 0).outcome
    try state.selectTab(.search)
    _ = await navigator.selectTab(.search).outcome
    try state.pop()
    _ = await navigator.pop().outcome
    try state.present(.about, style: .fullScreenCover, stack: [StackElement(.list)])
    _ = await navigator.present(.about, style: .fullScreenCover, stack: [StackElement(.list)])
      .outcome
    try state.updateOptions(of: state.presentations[0].root.id) { $0.isBackLocked = true }
    _ = await navigator.updateOptions(of: navigator.state.presentations[0].root.id) {
      $0.isBackLocked = true
    }.outcome
    try state.finish(state.activeStack[0].id)
    _ = await navigator.finish(navigator.state.activeStack[0].id).outcome
    #expect(navigator.state == state)

    try state.navigate(to: .presenting(.detail(9)))
    _ = await navigator.navigate(to: .presenting(.detail(9))).outcome
    state.removeEntries { $0.route == .edit(3) }
    _ = await navigator.removeEntries { $0.route == .edit(3) }.outcome
    try state.dismiss()
    _ = await navigator.dismiss().outcome
    #expect(navigator.state == state)

    var saved = TestState.fresh
    try saved.push(.about, in: .tab(.settings))
    try state.restore(saved)
    _ = await navigator.restore(saved).outcome
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
    #expect(state.stack(at: .tab(.settings)) == nil)
    #expect(navigator.state.stack(at: .tab(.settings)) == nil)
    #expect(navigator.state.stack(at: .tab(.home)) == [])
  }
}
