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
    _ = await navigator.push(.article(1)).outcome
    _ = await navigator.selectTab(.settings).outcome  // the Home screen's button
    #expect(navigator.state.selectedTab == .settings)
    _ = await navigator.selectTab(.home).outcome
    _ = await navigator.present(.compose).outcome
    // A notification handler holds only the navigator.
    let handler: @MainActor () async -> Void = {
      _ = await navigator.navigate(to: NavigationTarget(tab: .settings, routes: [.notifications]))
        .outcome
    }
    await handler()
    #expect(navigator.state.selectedTab == .settings)
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.stack(at: .tab(.home))?.map(\.route) == [.article(1)])
  }

  /// Seed 2: a known push from state, and a user pop reflected back into the model.
  @Test func seed2PushFromStateAndUserPopBack() async {
    typealias App = PushFromStateApp
    let navigator = Navigator(state: NavigationState<App>(tabs: [.calendar]))
    _ = await navigator.push(.day(21)).outcome
    _ = await navigator.push(.editEvent(4)).outcome
    let day = navigator.state.activeStack[0].id
    let outcome = await navigator.userDidChange(
      .pop(to: day, in: .tab(.calendar)), seenVersion: navigator.version
    ).outcome
    #expect(outcome.transition?.cause == .user)
    #expect(navigator.state.activeStack.map(\.route) == [.day(21)])
  }

  /// Seed 3: async work pushes a back-locked screen; Done dismisses the whole sheet.
  @Test func seed3Export() async {
    typealias App = ExportApp
    let navigator = Navigator(state: NavigationState<App>(tabs: [.library]))
    _ = await navigator.present(.exportOptions).outcome
    let sheet = navigator.state.presentations[0].id
    _ = await navigator.push(.exportProgress).outcome
    let export = Task { @MainActor in
      _ = await exportSomething()
      _ = await navigator.push(.exportFinished, options: EntryOptions(isBackLocked: true)).outcome
    }
    await export.value
    let progress = navigator.state.activeStack[0].id
    let finished = navigator.state.activeStack[1].id
    let swipe = await navigator.userDidChange(
      .pop(to: progress, in: .presentation(sheet)), seenVersion: navigator.version
    ).outcome
    #expect(
      swipe.error as? NavigationError<App>
        == .backNavigationLocked(finished, in: .presentation(sheet)))
    let pullDown = await navigator.userDidChange(.dismiss(sheet), seenVersion: navigator.version)
      .outcome
    #expect(!pullDown.isApplied)
    #expect(await navigator.dismiss(sheet).outcome.isApplied)  // "Done"
    #expect(navigator.state.presentations.isEmpty)
  }

  /// Seed 4: launch several screens deep with a selection, then go back one screen at a time.
  @Test func seed4DeepLaunch() async {
    typealias App = DeepLaunchApp
    var launch = NavigationState<App>(tabs: [.main])
    _ = try? launch.navigate(
      to: NavigationTarget(
        tab: .main,
        stack: [StackElement(.a), StackElement(.b), StackElement(.c, options: .init(selection: 7))])
    )
    let navigator = Navigator(state: launch)
    #expect(navigator.state.activeStack.last?.options.selection == 7)
    _ = await navigator.userDidChange(
      .pop(to: navigator.state.activeStack[1].id, in: .tab(.main)), seenVersion: navigator.version
    ).outcome
    #expect(navigator.state.activeStack.last?.route == .b)
    _ = await navigator.pop().outcome
    #expect(navigator.state.activeStack.map(\.route) == [.a])
  }

  /// Seed 5: each tab keeps its stack; links land on the right tab; a bad one changes nothing.
  @Test func seed5TabsWithTheirOwnStacksAndLinks() async {
    let navigator = Navigator(
      state: NavigationState<PokedexApp>(tabs: [.pokedex, .berries]))
    _ = await navigator.navigate(
      to: NavigationTarget(tab: .pokedex, routes: [.pokemon(id: 99)]), cause: .deepLink
    ).outcome
    _ = await navigator.navigate(
      to: NavigationTarget(tab: .berries, routes: [.berry(id: 16)]), cause: .deepLink
    ).outcome
    #expect(navigator.state.selectedTab == .berries)
    #expect(navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 99)])
    _ = await navigator.selectTab(.pokedex).outcome
    #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 99)])
    let before = navigator.state
    let tooDeep = NavigationTarget<PokedexApp>(
      tab: .berries, routes: Array(repeating: .berry(id: 1), count: 300))
    let bad = await navigator.navigate(to: tooDeep, cause: .deepLink).outcome
    #expect(
      bad.error as? NavigationError<PokedexApp>
        == .depthLimitExceeded(limit: 256, resultingDepth: 300, in: .tab(.berries)))
    #expect(navigator.state == before)
  }

  /// Seed 6: push from anywhere, back-history menu, no duplicate on top.
  @Test func seed6StackNavigationFromAnywhere() async {
    typealias App = StackFromAnywhereApp
    let navigator = Navigator(state: NavigationState<App>(tabs: [.browse]))
    _ = await navigator.push(contentsOf: [.folder("Docs"), .folder("Work"), .file("a")]).outcome
    _ = await navigator.push(.file("a")).outcome
    #expect(navigator.state.activeStack.count == 3)
    let menu = navigator.state.activeStack.dropLast().reversed()
    let outcome = await navigator.userDidChange(
      .pop(to: menu.last?.id ?? EntryID(rawValue: 0), in: .tab(.browse)),
      seenVersion: navigator.version
    ).outcome
    #expect(outcome.transition?.steps.count == 1)
    #expect(navigator.state.activeStack.map(\.route) == [.folder("Docs")])
    _ = await navigator.present(.folder("Shared")).outcome
    _ = await navigator.push(.file("b")).outcome
    #expect(navigator.state.presentations[0].stack.map(\.route) == [.file("b")])
  }

  /// Seed 7: create then go there in one update; finish through a completion; delete prunes.
  @Test func seed7CreateFinishDelete() async {
    typealias App = CreateThenNavigateApp
    let navigator = Navigator(state: NavigationState<App>(tabs: [.items, .recent]))
    let created = await navigator.navigate(
      to: NavigationTarget(tab: .items, routes: [.list, .detail(3)])
    ).outcome
    #expect(created.isApplied)
    let detail = navigator.state.activeStack[1].id
    let completion: @MainActor () async -> Void = { navigator.finish(detail) }
    _ = await navigator.push(.history(3)).outcome
    await completion()
    #expect(navigator.state.activeStack.map(\.route) == [.list])
    _ = await navigator.push(.detail(3)).outcome
    _ = await navigator.push(.detail(3), in: .tab(.recent)).outcome
    let deletion = await navigator.removeEntries { $0.route == .detail(3) }.outcome
    #expect(deletion.transition?.removedEntries.count == 2)
    #expect(navigator.state.stack(at: .tab(.recent))?.isEmpty == true)
    #expect(navigator.state.activeStack.map(\.route) == [.list])
  }
}

/// Stands in for the export work of seed 3.
private func exportSomething() async -> Bool {
  await Task.yield()
  return true
}
