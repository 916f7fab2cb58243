import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport
import WaypointTesting

/// Every write SwiftUI makes reaches the navigator as one kind of report,
/// and every refused one has SwiftUI read the model again, the same way.
@MainActor @Suite struct UserChangeTests {
  /// Denies whatever the user asks for.
  struct RefusesTheUser: NavigationGuard {
    func evaluate(_ proposal: NavigationProposal<TestApp>) -> GuardDecision<TestApp> {
      proposal.transition.cause == .user ? .deny(reason: "Not now.") : .allow
    }
  }

  func halfSheet(guards: [any NavigationGuard<TestApp>] = []) throws -> DisplayHarness {
    let harness = DisplayHarness(guards: guards)
    harness.navigator.perform { state in
      try state.present(.about)
      try state.updatePresentation {
        $0.detents = [.medium, .large]
        $0.selectedDetent = .medium
      }
    }
    harness.drain()
    return harness
  }

  /// A detent drag a guard denies is read again, as a denied pull-down is:
  /// the model stays at medium and SwiftUI is told to read it.
  @Test func aDeniedDetentDragIsReadAgain() async throws {
    let harness = try halfSheet(guards: [RefusesTheUser()])
    let sheet = try #require(harness.display.presentation(at: 0))
    let reader = track { _ = harness.display.presentation(at: 0) }
    let drag = harness.display.writeDetent(.large, shown: sheet.id)
    guard case .denied(_, let reason)? = await drag?.outcome else {
      Issue.record("the drag was not denied")
      return
    }
    #expect(reason == "Not now.")
    harness.drain()
    #expect(reader.fired == 1, "SwiftUI reads the sheet again")
    #expect(harness.display.presentation(at: 0)?.detent == .medium)
    #expect(harness.navigator.state.presentations.first?.selectedDetent == .medium)
  }

  /// An allowed drag is the user's change, in the navigator's next turn.
  @Test func anAllowedDetentDragIsTheUsersChange() async throws {
    let harness = try halfSheet()
    let sheet = try #require(harness.display.presentation(at: 0))
    let drag = harness.display.writeDetent(.large, shown: sheet.id)
    #expect(drag?.settledOutcome == nil, "reported in the next turn, not inside the view update")
    let outcome = await drag?.outcome
    #expect(outcome?.transition?.cause == .user)
    harness.drain()
    #expect(harness.display.presentation(at: 0)?.detent == .large)
  }

  /// Typing reaches the model as the user's report in the next turn, and
  /// invalidates the readers of the search field alone: not the tab bar's,
  /// not the selection's.
  @Test func aKeystrokeInvalidatesTheSearchFieldAlone() async {
    let harness = DisplayHarness()
    let field = track { _ = harness.display.searchQuery }
    let bar = track { _ = harness.display.hiddenTabs }
    let selection = track { _ = harness.display.selectedTab }
    let stack = track { _ = harness.display.path(at: .tab(.home)) }
    await harness.settle(harness.display.writeSearchQuery("pika"))
    #expect(harness.navigator.state.searchQuery == "pika")
    #expect(harness.display.searchQuery == "pika")
    #expect(field.fired == 1)
    #expect(bar.fired == 0 && selection.fired == 0 && stack.fired == 0)
  }

  /// Hiding a tab invalidates the tab bar's readers and the selection's,
  /// not a stack's or the search field's.
  @Test func hidingATabInvalidatesTheBarAlone() async throws {
    let harness = DisplayHarness()
    let bar = track { _ = harness.display.tabs }
    let field = track { _ = harness.display.searchQuery }
    let stack = track { _ = harness.display.path(at: .tab(.home)) }
    _ = await harness.navigator.perform {
      try $0.arrangeTabs(TestApp.Tab.allCases, hidden: [.settings])
    }
    .outcome
    harness.drain()
    #expect(harness.display.hiddenTabs == [.settings])
    #expect(bar.fired == 1)
    #expect(field.fired == 0 && stack.fired == 0)
  }
}

/// What each reader of the display is told to read again, per kind of change.
///
/// A push on one tab, a keystroke in the search field, a detent drag and a
/// way in. Each glue view reads one of these (the tab view the
/// selection, the example's tab bar the bar, `.searchable` the field, each
/// `WaypointStack` its path, each presentation host its place), so these
/// are the views SwiftUI evaluates again; Benchmarks/README.md shows the
/// table.
@MainActor @Suite struct DisplayInvalidationTests {
  static let readers = [
    "selection", "tab bar", "search field", "home stack", "search stack", "sheet", "place",
    "marked view",
  ]

  /// Tracks every reader once and counts, per reader, the invalidations
  /// `change` causes.
  func invalidations(
    _ harness: DisplayHarness, _ change: () async throws -> Void
  ) async rethrows -> [String: Int] {
    let display = harness.display
    let counters = [
      track { _ = display.selectedTab }, track { _ = display.tabs },
      track { _ = display.searchQuery }, track { _ = display.path(at: .tab(.home)) },
      track { _ = display.path(at: .tab(.search)) }, track { _ = display.presentation(at: 0) },
      track { _ = display.shownPlace },
      track { _ = display.presentation(at: 0, anchoredAt: "row") },
    ]
    try await change()
    harness.drain()
    return Dictionary(uniqueKeysWithValues: zip(Self.readers, counters.map(\.fired)))
  }

  func invalidated(_ counts: [String: Int]) -> [String] {
    Self.readers.filter { counts[$0, default: 0] > 0 }
  }

  @Test func eachChangeInvalidatesOnlyItsReaders() async throws {
    let push = DisplayHarness()
    let pushed = await invalidations(push) { push.navigator.push(.list) }
    #expect(invalidated(pushed) == ["home stack", "place"])

    let typing = DisplayHarness()
    let typed = await invalidations(typing) {
      _ = await typing.display.writeSearchQuery("p").outcome
    }
    #expect(invalidated(typed) == ["search field"])

    let sheet = try UserChangeTests().halfSheet()
    let id = try #require(sheet.display.presentation(at: 0)?.id)
    let dragged = await invalidations(sheet) {
      _ = await sheet.display.writeDetent(.large, shown: id)?.outcome
    }
    #expect(invalidated(dragged) == ["sheet"])

    let link = DisplayHarness()
    let opened = await invalidations(link) {
      _ = await link.navigator.navigate(
        to: NavigationTarget(tab: .search, routes: [.detail(7)]), cause: .deepLink
      ).outcome
    }
    #expect(invalidated(opened) == ["selection", "search stack", "place"])
  }

  /// A view marking an anchor is read again when a presentation pointing at
  /// it comes or goes, and for nothing else: another anchor's popover, or a
  /// sheet, leaves it alone.
  @Test func aMarkedViewIsReadForWhatPointsAtItAlone() async throws {
    let harness = DisplayHarness()
    let display = harness.display
    let popover = { (anchor: String) in
      harness.navigator.perform { state in
        try state.present(.about, style: .popover)
        try state.updatePresentation { $0.anchor = anchor }
      }
    }
    let row = track { _ = display.presentation(at: 0, anchoredAt: "row") }
    let other = track { _ = display.presentation(at: 0, anchoredAt: "other") }
    _ = await popover("row").outcome
    harness.drain()
    #expect(display.presentation(at: 0, anchoredAt: "row")?.anchor == "row")
    #expect(display.presentation(at: 0, anchoredAt: "other") == nil)
    #expect(row.fired == 1 && other.fired == 0)

    let shown = track { _ = display.presentation(at: 0, anchoredAt: "row") }
    _ = await harness.navigator.dismiss().outcome
    harness.drain()
    #expect(shown.fired == 1, "the view that showed it is read again as it goes")
    #expect(display.presentation(at: 0, anchoredAt: "row") == nil)
  }

  /// A presentation slot's reread that the scheduler runs after its display
  /// has gone reads nothing: no marked view is left to tell.
  @Test func aRereadOutlivingItsDisplayDoesNothing() async throws {
    let scheduler = ManualDisplayScheduler()
    let navigator = Navigator(state: TestState.fresh)
    var display: DisplayedNavigation<TestApp>? = DisplayedNavigation(
      navigator: navigator, profile: .iOS17, scheduler: scheduler)
    weak let gone = display
    _ = await navigator.present(.about, style: .popover).outcome
    scheduler.runAll()
    let popover = try #require(display?.presentation(at: 0))
    _ = await navigator.dismiss().outcome
    scheduler.runAll()
    // SwiftUI's late `nil` for what is no longer shown: recorded, and the
    // index read again, later.
    display?.writePresentation(nil, at: 0, shown: popover.id)
    display = nil
    #expect(gone == nil)
    scheduler.runAll()
  }
}
