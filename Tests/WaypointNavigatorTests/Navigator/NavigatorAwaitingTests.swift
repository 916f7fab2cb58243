import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// Awaited in async code, a navigation is its outcome; a synchronous action
/// calls the same methods with no task and no `await`.
///
/// These are compile-level checks as much as tests: before the awaited forms
/// existed, `await navigator.push(.list)` was the task, and the `await` only
/// warned (an error here, where warnings are errors).
@MainActor @Suite struct NavigatorAwaitingTests {
  @Test func printingAnAwaitedNavigationPrintsItsOutcome() async {
    let navigator = TestNavigator(state: .fresh)
    var printed = ""
    print(await navigator.push(.list), to: &printed)
    let entry = NavigationEntry<TestApp>(id: EntryID(rawValue: 1), route: .list)
    let applied = NavigationOutcome<TestApp>.applied(
      StateTransition(steps: [.push(.tab(.home), entry)], nextIdentity: 2))
    #expect(printed == "\(applied)\n")
  }

  @Test func theAwaitedFormIsTheOutcomeAndTheTaskFormStillAwaitsIt() async {
    let navigator = TestNavigator(state: .fresh)
    let outcome: NavigationOutcome<TestApp> = await navigator.push(.list)
    #expect(outcome.isApplied)
    #expect(await navigator.push(.about).outcome.isApplied)
    let task: NavigationTask = navigator.pop()
    #expect(task.settledOutcome?.isApplied == true)
    #expect(navigator.activeStack.map(\.route) == [.list])
  }

  @Test func aSynchronousActionNeedsNoTaskAndNoAwait() {
    let navigator = TestNavigator(state: .fresh)
    let action: @MainActor () -> Void = { navigator.push(.list) }
    action()
    #expect(navigator.activeStack.map(\.route) == [.list])
  }

  @Test func everyNavigationHasAnAwaitedForm() async throws {
    let navigator = TestNavigator(state: .fresh)
    var outcomes: [NavigationOutcome<TestApp>] = []
    outcomes.append(await navigator.push(.list))
    outcomes.append(await navigator.push(contentsOf: [.detail(1), .about]))
    outcomes.append(await navigator.pop())
    outcomes.append(await navigator.pop(to: navigator.activeStack[0].id))
    outcomes.append(await navigator.popToRoot())
    outcomes.append(await navigator.replaceStack(with: [.list, .edit(1)]))
    outcomes.append(await navigator.replaceTop(with: .about))
    outcomes.append(
      await navigator.updateOptions(of: navigator.activeStack[0].id) { $0.selection = "x" })
    outcomes.append(await navigator.removeEntries { $0.route == .about })
    outcomes.append(await navigator.selectTab(.search))
    outcomes.append(await navigator.present(.about))
    outcomes.append(await navigator.dismiss())
    outcomes.append(await navigator.present(.edit(2)))
    outcomes.append(await navigator.finish(navigator.presentations[0].root.id).outcome)
    outcomes.append(await navigator.navigate(to: .init(tab: .home, routes: [.list, .detail(3)])))
    outcomes.append(await navigator.perform { try $0.push(.about) })
    outcomes.append(await navigator.present(.list))
    outcomes.append(await navigator.dismissAll())
    outcomes.append(await navigator.restore(.fresh))
    outcomes.append(await navigator.revalidate())
    let seen = navigator.version
    outcomes.append(
      await navigator.userDidPush([StackElement(.about)], in: .tab(.home), seenVersion: seen)
        .outcome)
    outcomes.append(
      await navigator.userDidPop(to: nil, in: .tab(.home), seenVersion: navigator.version).outcome)
    outcomes.append(
      await navigator.userDidSelectTab(.settings, seenVersion: navigator.version).outcome)
    outcomes.append(await navigator.present(.about, style: .alert))
    outcomes.append(
      await navigator.userDidAnswer(
        navigator.presentations[0].id, with: "yes", seenVersion: navigator.version
      ).outcome)
    outcomes.append(await navigator.present(.about))
    outcomes.append(
      await navigator.userDidDismiss(navigator.presentations[0].id, seenVersion: navigator.version)
        .outcome)
    let resumed: NavigationOutcome<TestApp>? = await navigator.resumePending()
    #expect(resumed == nil, "nothing was pending")
    #expect(outcomes.count == 27)
    let notApplied = outcomes.filter { !$0.isApplied }.map { "\($0)" }
    #expect(notApplied == [])
    #expect(navigator.selectedTab == .settings)
    #expect(navigator.activeStack.isEmpty)
    #expect(navigator.presentations.isEmpty)
  }

  @Test func anAwaitedLinkIsItsOutcome() async throws {
    let navigator = Navigator(state: LinkFixtures.fresh)
    let outcome = await navigator.open("pmi://pokedex/25", with: try LinkFixtures.router())
    #expect(outcome.isApplied)
    #expect(navigator.activeStack.map(\.route) == [.pokemon(id: 25)])
  }
}
