import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// The seed scenarios replayed through the navigator, as an app would drive them.
@MainActor @Suite struct NavigatorScenarioTests {
  /// Seed 1: a screen and a notification handler outside the view tree both switch tabs.
  @Test func seed1SwitchTabsFromAnywhere() async {
    typealias App = SwitchTabsApp
    let navigator = Navigator(state: NavigationState<App>(tabs: [.home, .settings]))
    await navigator.push(.article(1))
    await navigator.selectTab(.settings)  // the Home screen's button
    #expect(navigator.selectedTab == .settings)
    await navigator.selectTab(.home)
    await navigator.present(.compose)
    // A notification handler holds only the navigator.
    let handler: @MainActor () async -> Void = {
      await navigator.navigate(to: NavigationTarget(tab: .settings, routes: [.notifications]))
    }
    await handler()
    #expect(navigator.selectedTab == .settings)
    #expect(navigator.presentations.isEmpty)
    #expect(navigator.stack(for: .home)?.routes == [.article(1)])
  }

  /// Seed 2: a known push from state, and a user pop reflected back into the model.
  @Test func seed2PushFromStateAndUserPopBack() async {
    typealias App = PushFromStateApp
    let navigator = Navigator(state: NavigationState<App>(tabs: [.calendar]))
    await navigator.push(.day(21))
    await navigator.push(.editEvent(4))
    let day = navigator.activeStack[0].id
    let outcome = await navigator.userDidPop(
      to: day, in: .tab(.calendar), seenVersion: navigator.version
    ).value
    #expect(outcome.transition?.cause == .user)
    #expect(navigator.activeStack.routes == [.day(21)])
  }

  /// Seed 3: async work pushes a back-locked screen; Done dismisses the whole sheet.
  @Test func seed3ExportFlow() async {
    typealias App = ExportFlowApp
    let navigator = Navigator(state: NavigationState<App>(tabs: [.library]))
    await navigator.present(.exportOptions)
    let sheet = navigator.presentations[0].id
    await navigator.push(.exportProgress)
    let export = Task { @MainActor in
      _ = await exportSomething()
      await navigator.push(.exportFinished, options: EntryOptions(isBackLocked: true))
    }
    await export.value
    let progress = navigator.activeStack[0].id
    let finished = navigator.activeStack[1].id
    let swipe = await navigator.userDidPop(
      to: progress, in: .presentation(sheet), seenVersion: navigator.version
    ).value
    #expect(
      swipe.error as? NavigationError<App>
        == .backNavigationLocked(finished, in: .presentation(sheet)))
    let pullDown = await navigator.userDidDismiss(sheet, seenVersion: navigator.version).value
    #expect(!pullDown.isApplied)
    #expect(await navigator.dismiss(sheet).isApplied)  // "Done"
    #expect(navigator.presentations.isEmpty)
  }

  /// Seed 4: launch several levels deep with a selection, then go back level by level.
  @Test func seed4DeepLaunch() async {
    typealias App = DeepLaunchApp
    var launch = NavigationState<App>(tabs: [.main])
    _ = try? launch.navigate(
      to: NavigationTarget(
        tab: .main,
        path: [PathElement(.a), PathElement(.b), PathElement(.c, options: .init(selection: 7))]))
    let navigator = Navigator(state: launch)
    #expect(navigator.activeStack.last?.options.selection == 7)
    _ = await navigator.userDidPop(
      to: navigator.activeStack[1].id, in: .tab(.main), seenVersion: navigator.version
    ).value
    #expect(navigator.activeStack.last?.route == .b)
    await navigator.pop()
    #expect(navigator.activeStack.routes == [.a])
  }

  /// Seed 5: each tab keeps its stack; links land on the right tab; a bad one changes nothing.
  @Test func seed5TabsWithTheirOwnStacksAndLinks() async {
    let navigator = Navigator(
      state: NavigationState<PokedexApp>(tabs: [.pokedex, .berries]))
    await navigator.navigate(
      to: NavigationTarget(tab: .pokedex, routes: [.pokemon(id: 99)]), cause: .deepLink)
    await navigator.navigate(
      to: NavigationTarget(tab: .berries, routes: [.berry(id: 16)]), cause: .deepLink)
    #expect(navigator.selectedTab == .berries)
    #expect(navigator.stack(for: .pokedex)?.routes == [.pokemon(id: 99)])
    await navigator.selectTab(.pokedex)
    #expect(navigator.activeStack.routes == [.pokemon(id: 99)])
    let before = navigator.state
    let tooDeep = NavigationTarget<PokedexApp>(
      tab: .berries, routes: Array(repeating: .berry(id: 1), count: 300))
    let bad = await navigator.navigate(to: tooDeep, cause: .deepLink)
    #expect(
      bad.error as? NavigationError<PokedexApp>
        == .depthLimitExceeded(limit: 256, resultingDepth: 300, in: .tab(.berries)))
    #expect(navigator.state == before)
  }

  /// Seed 6: push from anywhere, back-history menu, no duplicate on top.
  @Test func seed6StackNavigationFromAnywhere() async {
    typealias App = StackFromAnywhereApp
    let navigator = Navigator(state: NavigationState<App>(tabs: [.browse]))
    await navigator.push(contentsOf: [
      PathElement(.folder("Docs")), PathElement(.folder("Work")), PathElement(.file("a")),
    ])
    await navigator.push(.file("a"))
    #expect(navigator.activeStack.count == 3)
    let menu = navigator.activeStack.dropLast().reversed()
    let outcome = await navigator.userDidPop(
      to: menu.last?.id ?? EntryID(rawValue: 0), in: .tab(.browse), seenVersion: navigator.version
    ).value
    #expect(outcome.transition?.steps.count == 1)
    #expect(navigator.activeStack.routes == [.folder("Docs")])
    await navigator.present(.folder("Shared"))
    await navigator.push(.file("b"))
    #expect(navigator.presentations[0].stack.routes == [.file("b")])
  }

  /// Seed 7: create then go there in one update; finish through a completion; delete prunes.
  @Test func seed7CreateFinishDelete() async {
    typealias App = CreateThenNavigateApp
    let navigator = Navigator(state: NavigationState<App>(tabs: [.items, .recent]))
    let created = await navigator.navigate(
      to: NavigationTarget(tab: .items, routes: [.list, .detail(3)]))
    #expect(created.transition?.batches(for: .allAtOnce).count == 1)
    let detail = navigator.activeStack[1].id
    let completion: @MainActor () async -> Void = { await navigator.finish(detail) }
    await navigator.push(.history(3))
    await completion()
    #expect(navigator.activeStack.routes == [.list])
    await navigator.push(.detail(3))
    await navigator.push(.detail(3), in: .tab(.recent))
    let deletion = await navigator.removeEntries { $0.route == .detail(3) }
    #expect(deletion.transition?.removedEntries.count == 2)
    #expect(navigator.stack(for: .recent)?.isEmpty == true)
    #expect(navigator.activeStack.routes == [.list])
  }
}

/// Stands in for the export work of seed 3.
private func exportSomething() async -> Bool {
  await Task.yield()
  return true
}
