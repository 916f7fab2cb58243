import Observation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// Observation is fine-grained: each operation invalidates exactly the
/// observers of the parts it changes.
@MainActor @Suite struct NavigatorObservationTests {
  enum Observer: String, CaseIterable, Sendable {
    case selectedTab, homeStack, searchStack, presentations, version, wholeState
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let withSheet: Bool
    let expected: Set<Observer>
    let run: @MainActor @Sendable (TestNavigator) async -> Void
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "push on the selected tab", withSheet: false,
      expected: [.homeStack, .version, .wholeState]
    ) {
      _ = await $0.push(.detail(1)).outcome
    },
    Case(
      name: "push on another tab", withSheet: false,
      expected: [.searchStack, .version, .wholeState]
    ) {
      _ = await $0.push(.detail(1), in: .tab(.search)).outcome
    },
    Case(name: "pop", withSheet: false, expected: [.homeStack, .version, .wholeState]) {
      _ = await $0.pop().outcome
    },
    Case(
      name: "select another tab", withSheet: false, expected: [.selectedTab, .version, .wholeState]
    ) {
      _ = await $0.selectTab(.search).outcome
    },
    Case(
      name: "reselect the tab (pops to root)", withSheet: false,
      expected: [.homeStack, .version, .wholeState]
    ) {
      _ = await $0.selectTab(.home).outcome
    },
    Case(
      name: "update an entry's options", withSheet: false,
      expected: [.homeStack, .version, .wholeState]
    ) {
      _ = await $0.updateOptions(of: EntryID(rawValue: 1)) { $0.selection = "7" }.outcome
    },
    Case(
      name: "present a sheet", withSheet: false, expected: [.presentations, .version, .wholeState]
    ) {
      _ = await $0.present(.about).outcome
    },
    Case(
      name: "push on the sheet", withSheet: true, expected: [.presentations, .version, .wholeState]
    ) {
      _ = await $0.push(.detail(2)).outcome
    },
    Case(
      name: "dismiss the sheet", withSheet: true, expected: [.presentations, .version, .wholeState]
    ) {
      _ = await $0.dismiss().outcome
    },
    Case(
      name: "navigate to another tab's deep path", withSheet: false,
      expected: [.selectedTab, .searchStack, .version, .wholeState]
    ) {
      _ = await $0.navigate(to: NavigationTarget(tab: .search, routes: [.list, .detail(3)])).outcome
    },
    Case(name: "a refused pop", withSheet: false, expected: []) {
      _ = await $0.pop(in: .tab(.settings)).outcome
    },
    Case(name: "a duplicate push that changes nothing", withSheet: false, expected: []) {
      _ = await $0.push(.list).outcome
    },
  ]

  @Test(arguments: cases)
  func operationInvalidatesExactlyTheAffectedObservers(_ testCase: Case) async throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.push(.about, in: .tab(.search))
    if testCase.withSheet { try state.present(.edit(1)) }
    let navigator = TestNavigator(state: state)
    let counters: [Observer: InvalidationCounter] = [
      .selectedTab: track { _ = navigator.selectedTab },
      .homeStack: track { _ = navigator.stack(at: .tab(.home)) },
      .searchStack: track { _ = navigator.stack(at: .tab(.search)) },
      .presentations: track { _ = navigator.presentations },
      .version: track { _ = navigator.version },
      .wholeState: track { _ = navigator.state },
    ]
    await testCase.run(navigator)
    let fired = Set(counters.filter { $0.value.fired > 0 }.keys)
    #expect(fired == testCase.expected)
    #expect(counters.values.allSatisfy { $0.fired <= 1 })
  }

  @Test func aPushOnOnePresentationInvalidatesOnlyThatPresentationsStack() async throws {
    var state = TestState.fresh
    try state.present(.about)
    try state.present(.edit(1))
    let navigator = TestNavigator(state: state)
    let lower = navigator.presentations[0].id
    let upper = navigator.presentations[1].id
    let lowerStack = track { _ = navigator.stack(at: .presentation(lower)) }
    let upperStack = track { _ = navigator.stack(at: .presentation(upper)) }
    let homeStack = track { _ = navigator.stack(at: .tab(.home)) }
    let chain = track { _ = navigator.presentations }
    _ = await navigator.push(.detail(1)).outcome
    #expect(upperStack.fired == 1)
    #expect(lowerStack.fired == 0)
    #expect(homeStack.fired == 0)
    #expect(chain.fired == 1)
    #expect(navigator.stack(at: .presentation(upper))?.map(\.route) == [.detail(1)])
  }

  @Test func dismissingAPresentationInvalidatesItsStack() async throws {
    var state = TestState.fresh
    try state.present(.about)
    let navigator = TestNavigator(state: state)
    let sheet = navigator.presentations[0].id
    let stack = track { _ = navigator.stack(at: .presentation(sheet)) }
    _ = await navigator.dismiss().outcome
    #expect(stack.fired == 1)
    #expect(navigator.stack(at: .presentation(sheet)) == nil)
  }

  @Test func aPresentationInTheSamePlaceAsADismissedOneIsObservedOnItsOwn() async throws {
    var state = TestState.fresh
    try state.present(.about)
    let navigator = TestNavigator(state: state)
    let first = navigator.presentations[0].id
    let firstStack = track { _ = navigator.stack(at: .presentation(first)) }
    _ = await navigator.dismiss().outcome
    #expect(firstStack.fired == 1)
    _ = await navigator.present(.edit(1)).outcome
    let second = navigator.presentations[0].id
    let secondStack = track { _ = navigator.stack(at: .presentation(second)) }
    _ = await navigator.push(.detail(1)).outcome
    #expect(secondStack.fired == 1)
    let secondAgain = track { _ = navigator.stack(at: .presentation(second)) }
    _ = await navigator.present(.list).outcome
    #expect(secondAgain.fired == 0, "a sheet over it leaves its stack alone")
    _ = await navigator.dismiss().outcome
    #expect(secondAgain.fired == 0, "so does dismissing the sheet over it")
    #expect(navigator.stack(at: .presentation(second))?.map(\.route) == [.detail(1)])
  }
}
