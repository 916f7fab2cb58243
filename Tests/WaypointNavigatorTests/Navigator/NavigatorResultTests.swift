import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// Typed results: a value when the screen finishes with one, nil for every other
/// way it can go away, and never a leaked or doubly resumed continuation.
@MainActor @Suite struct NavigatorResultTests {
  /// Presents a picker returning Int and hands back the awaiting task and the root entry.
  private func presentPicker(_ navigator: TestNavigator) async -> (Task<Int?, Never>, EntryID) {
    let task = Task { await navigator.present(.about, returning: Int.self) }
    for _ in 0..<1_000 where navigator.state.presentations.isEmpty { await Task.yield() }
    await Task.yield()
    return (task, navigator.state.presentations[0].root.id)
  }

  @Test func theValueArrivesWhenThePresentationFinishesWithIt() async {
    let navigator = TestNavigator(state: .fresh)
    let (picker, root) = await presentPicker(navigator)
    _ = await navigator.finish(root, with: 42).outcome
    #expect(await picker.value == 42)
    #expect(navigator.state.presentations.isEmpty)
  }

  @Test(arguments: ["swipe", "dismissAll", "deep link", "app dismiss", "removed"])
  func nilArrivesWhenThePresentationGoesAwayAnyOtherWay(way: String) async {
    let navigator = TestNavigator(state: .fresh)
    let (picker, _) = await presentPicker(navigator)
    let sheet = navigator.state.presentations[0].id
    switch way {
    case "swipe":
      _ = await navigator.userDidChange(.dismiss(sheet), seenVersion: navigator.version).outcome
    case "dismissAll": _ = await navigator.dismissAll().outcome
    case "deep link":
      _ = await navigator.navigate(to: .init(tab: .search, routes: [.list]), cause: .deepLink)
        .outcome
    case "app dismiss": _ = await navigator.dismiss().outcome
    default: _ = await navigator.removeEntries { $0.route == .about }.outcome
    }
    #expect(await picker.value == nil)
  }

  @Test func aRefusedPresentationReturnsNilAtOnce() async {
    var policies = NavigationPolicy()
    policies.limits.maximumPresentations = 0
    let navigator = TestNavigator(state: .fresh, policy: policies)
    #expect(await navigator.present(.about, returning: Int.self) == nil)
  }

  @Test func aDeniedFinishKeepsTheAwaiterWaitingUntilTheRealFinish() async {
    let navigator = TestNavigator(state: .fresh, guards: [UnsavedChangesGuard()])
    let (picker, root) = await presentPicker(navigator)
    navigator.markUnsaved(root, reason: "Pick a colour first.")
    #expect(await navigator.finish(root, with: 1).outcome.deniedReason == "Pick a colour first.")
    #expect(navigator.state.presentations.count == 1)
    navigator.markSaved(root)
    _ = await navigator.finish(root, with: 2).outcome
    #expect(await picker.value == 2)
  }

  /// A pushed screen returns its value to the return point beneath it,
  /// which takes it once.
  @Test func aPushedScreenReturnsAValueToItsReturnPoint() async {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(.list, options: EntryOptions(returnPoint: "list")).outcome
    _ = await navigator.push(.detail(1)).outcome
    _ = await navigator.finish(navigator.state.activeStack[1].id, with: 7).outcome
    #expect(navigator.state.activeStack.map(\.route) == [.list])
    #expect(navigator.takeReturnValue(at: "list") == 7)
    #expect(navigator.takeReturnValue(at: "list") == nil)
  }

  /// A sheet presented over a return point that finishes with a value while
  /// nobody awaits it (as after a relaunch) leaves the value there.
  @Test func aValueWaitsAtTheScreenBeneathWhenNobodyAwaits() async {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(.list, options: EntryOptions(returnPoint: "list")).outcome
    _ = await navigator.present(.about).outcome
    _ = await navigator.finish(navigator.state.presentations[0].root.id, with: 5).outcome
    #expect(navigator.state.returnValues == [navigator.state.activeStack[0].id: 5])
    #expect(navigator.takeReturnValue(at: "list") == 5)
  }

  /// A flow inside the sheet returns to the return point beneath it: the
  /// awaiter of the presentation gets the value, and the point keeps none.
  @Test func aReturnToTheScreenBeneathReachesTheAwaiter() async {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(.list, options: EntryOptions(returnPoint: "list")).outcome
    let (picker, _) = await presentPicker(navigator)
    _ = await navigator.push(.detail(3)).outcome
    _ = await navigator.return(to: "list", with: 9).outcome
    #expect(await picker.value == 9)
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.returnValues.isEmpty)
  }

  @Test func aCancelledAwaiterGetsNilAndThePresentationStays() async {
    let navigator = TestNavigator(state: .fresh)
    let (picker, root) = await presentPicker(navigator)
    picker.cancel()
    #expect(await picker.value == nil)
    #expect(navigator.state.presentations.count == 1)
    // Finishing later resumes nothing twice.
    _ = await navigator.finish(root, with: 3).outcome
    #expect(navigator.state.presentations.isEmpty)
  }

  /// Guards apply to a return as to any navigation: denied, it changes
  /// nothing and leaves no value.
  @Test func aDeniedReturnChangesNothing() async {
    let navigator = TestNavigator(state: .fresh, guards: [UnsavedChangesGuard()])
    _ = await navigator.push(.list, options: EntryOptions(returnPoint: "list")).outcome
    _ = await navigator.push(.edit(1)).outcome
    navigator.markUnsaved(navigator.state.activeStack[1].id, reason: "Save first.")
    let before = navigator.state
    #expect(await navigator.return(to: "list", with: 1).outcome.deniedReason == "Save first.")
    #expect(navigator.state == before)
    #expect(navigator.takeReturnValue(at: "list") == nil)
  }

  /// A flow finished after a relaunch delivers its value to the return
  /// point of the navigator made from the saved state, and a navigator
  /// that restores a saved state keeps its waiting value too.
  @Test func aValueReturnedBeforeARelaunchReachesThePointAfterIt() async throws {
    let first = TestNavigator(state: .fresh)
    _ = await first.push(.list, options: EntryOptions(returnPoint: "list")).outcome
    _ = await first.present(.about).outcome
    let saved = try JSONEncoder().encode(first.state)  // quit in the middle
    let second = TestNavigator(state: try JSONDecoder().decode(TestState.self, from: saved))
    #expect(await second.return(to: "list", with: 8).outcome.isApplied)
    let relaunched = try JSONDecoder().decode(
      TestState.self, from: JSONEncoder().encode(second.state))
    let third = TestNavigator(state: .fresh)
    _ = await third.restore(relaunched).outcome
    #expect(third.takeReturnValue(at: "list") == 8)
    #expect(second.takeReturnValue(at: "list") == 8)
    #expect(second.takeReturnValue(at: "list") == nil)
  }
}
