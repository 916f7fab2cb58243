import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport

/// A split view shows one stack in columns: what each column reads, and
/// what SwiftUI's writes to a column's selection and to the detail's path do.
@MainActor @Suite struct SplitColumnsTests {
  /// A guard with a fixed answer: its presence alone makes pushes wait.
  struct FixedGuard: NavigationGuard {
    typealias Schema = TestApp
    let decision: GuardDecision<TestApp>
    func evaluate(_ proposal: NavigationProposal<TestApp>) -> GuardDecision<TestApp> { decision }
  }

  /// A display whose home stack holds `routes`, caught up.
  private func showing(
    _ routes: [TestApp.Route], locked: Set<Int> = [], guards: [any NavigationGuard<TestApp>] = []
  ) throws -> DisplayHarness {
    var state = TestState.fresh
    for (index, route) in routes.enumerated() {
      try state.push(route, options: .init(isBackLocked: locked.contains(index)), in: .tab(.home))
    }
    return DisplayHarness(state, guards: guards)
  }

  private func row(_ route: TestApp.Route, _ harness: DisplayHarness) -> PathItem<TestApp> {
    PathItem<TestApp>(row: StackElement(route))
  }

  private func routes(_ harness: DisplayHarness) -> [TestApp.Route] {
    harness.navigator.state.stack(at: .tab(.home))?.map(\.route) ?? []
  }

  // MARK: What the columns show

  @Test func twoColumnsShowTheFirstEntryAsTheSelectionAndTheRestAsTheDetail() throws {
    let harness = try showing([.detail(1), .edit(1), .about])
    let display = harness.display
    #expect(display.selectedRow(inColumn: 0, at: .tab(.home)) == row(.detail(1), harness))
    #expect(display.screen(ofColumn: 1, at: .tab(.home))?.route == .detail(1))
    #expect(display.detailPath(at: .tab(.home), columns: .two).map(\.route) == [.edit(1), .about])
    // The detail's items are the stack's own: the same identities SwiftUI knows.
    #expect(
      display.detailPath(at: .tab(.home), columns: .two)
        == Array(display.path(at: .tab(.home)).dropFirst()))
  }

  @Test func threeColumnsShowTwoSelectionsAndTheSecondIsTheDetailsRoot() throws {
    let harness = try showing([.list, .detail(2), .edit(2)])
    let display = harness.display
    #expect(display.selectedRow(inColumn: 0, at: .tab(.home)) == row(.list, harness))
    #expect(display.selectedRow(inColumn: 1, at: .tab(.home)) == row(.detail(2), harness))
    #expect(display.screen(ofColumn: 1, at: .tab(.home))?.route == .list)
    #expect(display.screen(ofColumn: 2, at: .tab(.home))?.route == .detail(2))
    #expect(display.detailPath(at: .tab(.home), columns: .three).map(\.route) == [.edit(2)])
  }

  @Test func anEmptyStackSelectsNothingAndHasNoDetail() throws {
    let harness = try showing([])
    let display = harness.display
    #expect(display.selectedRow(inColumn: 0, at: .tab(.home)) == nil)
    #expect(display.screen(ofColumn: 1, at: .tab(.home)) == nil)
    #expect(display.detailPath(at: .tab(.home), columns: .two).isEmpty)
    #expect(display.selectedRow(inColumn: 1, at: .tab(.home)) == nil)
  }

  @Test func aRowIsSelectedWhateverItsEntrysOptions() throws {
    let harness = try showing([.detail(1)], locked: [0])
    #expect(harness.display.selectedRow(inColumn: 0, at: .tab(.home)) == row(.detail(1), harness))
  }

  // MARK: Selecting

  @Test func selectingARowReplacesTheStackFromItsColumnAndShowsAtOnce() async throws {
    let harness = try showing([.detail(1), .edit(1)])
    _ = harness.display.selectedRow(inColumn: 0, at: .tab(.home))
    let events = harness.navigator.events()
    let write = harness.display.writeSelectedRow(
      row(.detail(2), harness), inColumn: 0, at: .tab(.home))
    #expect(harness.shownRoutes() == [.detail(2)])  // before the navigator answers
    await harness.settle(write)
    #expect(routes(harness) == [.detail(2)])
    #expect(harness.shownRoutes() == [.detail(2)])
    var iterator = events.makeAsyncIterator()
    guard case .applied(let transition)? = await iterator.next() else {
      Issue.record("expected the selection to be applied")
      return
    }
    #expect(transition.cause == .user)
    #expect(transition.removedEntries.map(\.route) == [.detail(1), .edit(1)])
    #expect(transition.steps.flatMap(\.addedEntries).map(\.route) == [.detail(2)])
    #expect(harness.navigator.version == 1)  // one navigation
  }

  @Test func selectingInTheContentColumnKeepsTheSidebarsSelection() async throws {
    let harness = try showing([.list, .detail(1), .edit(1)])
    let kept = harness.navigator.state.stack(at: .tab(.home))?.first?.id
    _ = harness.display.path(at: .tab(.home))
    await harness.settle(
      harness.display.writeSelectedRow(row(.detail(2), harness), inColumn: 1, at: .tab(.home)))
    #expect(routes(harness) == [.list, .detail(2)])
    #expect(harness.navigator.state.stack(at: .tab(.home))?.first?.id == kept)
  }

  @Test func selectingIntoAnEmptyColumnPushes() async throws {
    let harness = try showing([.list])
    _ = harness.display.path(at: .tab(.home))
    await harness.settle(
      harness.display.writeSelectedRow(row(.detail(3), harness), inColumn: 1, at: .tab(.home)))
    #expect(routes(harness) == [.list, .detail(3)])
  }

  @Test func selectingTheSelectedRowChangesNothing() async throws {
    let harness = try showing([.detail(1), .edit(1)])
    let selected = try #require(harness.display.selectedRow(inColumn: 0, at: .tab(.home)))
    #expect(harness.display.writeSelectedRow(selected, inColumn: 0, at: .tab(.home)) == nil)
    harness.drain()
    #expect(routes(harness) == [.detail(1), .edit(1)])  // the detail stack stays
    #expect(harness.navigator.version == 0)
  }

  @Test func clearingASelectionPopsBackToItsColumn() async throws {
    let harness = try showing([.list, .detail(1), .edit(1)])
    _ = harness.display.path(at: .tab(.home))
    await harness.settle(harness.display.writeSelectedRow(nil, inColumn: 1, at: .tab(.home)))
    #expect(routes(harness) == [.list])
    _ = harness.display.path(at: .tab(.home))
    await harness.settle(harness.display.writeSelectedRow(nil, inColumn: 0, at: .tab(.home)))
    #expect(routes(harness) == [])
    // Clearing what selects nothing writes nothing.
    _ = harness.display.path(at: .tab(.home))
    #expect(harness.display.writeSelectedRow(nil, inColumn: 0, at: .tab(.home)) == nil)
  }

  @Test func aValueThatIsNoRowIsReportedAndNotApplied() async throws {
    let harness = try showing([.detail(1)])
    let shown = harness.display.path(at: .tab(.home))
    let link = harness.link(.detail(2))
    #expect(harness.display.writeSelectedRow(link, inColumn: 0, at: .tab(.home)) == nil)
    #expect(
      harness.display.issues == [
        .unsupportedPathWrite(.tab(.home), shown: shown.map(\.route), written: [.detail(2)])
      ])
    harness.drain()
    #expect(routes(harness) == [.detail(1)])
  }

  // MARK: Back locks, guards and stale writes

  @Test func aBackLockAboveTheColumnRefusesTheSelectionAndTheRowComesBack() async throws {
    let harness = try showing([.detail(1), .edit(1)], locked: [1])
    _ = harness.display.path(at: .tab(.home))
    let write = harness.display.writeSelectedRow(
      row(.detail(2), harness), inColumn: 0, at: .tab(.home))
    // A change a lock holds is not shown before the navigator answers.
    #expect(harness.shownRoutes() == [.detail(1), .edit(1)])
    let outcome = await write?.outcome
    #expect(outcome?.isApplied == false)
    harness.drain()
    #expect(routes(harness) == [.detail(1), .edit(1)])
    #expect(harness.display.selectedRow(inColumn: 0, at: .tab(.home)) == row(.detail(1), harness))
  }

  @Test func withGuardsTheSelectionShowsOnlyOnceAllowed() async throws {
    let harness = try showing([.detail(1)], guards: [FixedGuard(decision: .allow)])
    _ = harness.display.path(at: .tab(.home))
    let write = harness.display.writeSelectedRow(
      row(.detail(2), harness), inColumn: 0, at: .tab(.home))
    #expect(harness.shownRoutes() == [.detail(1)])
    await harness.settle(write)
    #expect(harness.shownRoutes() == [.detail(2)])
  }

  @Test func aDeniedSelectionLeavesTheColumnsAsTheyWere() async throws {
    let harness = try showing([.detail(1)], guards: [FixedGuard(decision: .deny(reason: "no"))])
    _ = harness.display.path(at: .tab(.home))
    await harness.settle(
      harness.display.writeSelectedRow(row(.detail(2), harness), inColumn: 0, at: .tab(.home)))
    #expect(routes(harness) == [.detail(1)])
    #expect(harness.shownRoutes() == [.detail(1)])
  }

  @Test func aSecondWriteOfOneSelectionWhileAGuardDecidesChangesNothingMore() async throws {
    let harness = try showing([.detail(1), .edit(1)], guards: [FixedGuard(decision: .allow)])
    _ = harness.display.path(at: .tab(.home))
    let first = harness.display.writeSelectedRow(
      row(.detail(2), harness), inColumn: 0, at: .tab(.home))
    let second = harness.display.writeSelectedRow(
      row(.detail(2), harness), inColumn: 0, at: .tab(.home))
    _ = await first?.outcome
    _ = await second?.outcome
    harness.drain()
    #expect(routes(harness) == [.detail(2)])
    #expect(harness.navigator.version == 1)
  }

  @Test func aStaleSelectionBelowWhichTheModelMovedFailsAndShowsTheModel() async throws {
    let harness = try showing([.list, .detail(1)])
    _ = harness.display.path(at: .tab(.home))
    // The app replaces the sidebar's selection; SwiftUI has not re-read.
    _ = await harness.navigator.replaceStack(with: [.about], in: .tab(.home)).outcome
    let write = harness.display.writeSelectedRow(
      row(.detail(2), harness), inColumn: 1, at: .tab(.home))
    guard case .failed(_, let error)? = await write?.outcome else {
      Issue.record("expected the stale selection to fail")
      return
    }
    #expect(error as? TestError == .outdatedReport(seen: 0, current: 1))
    harness.drain()
    #expect(routes(harness) == [.about])
    #expect(harness.shownRoutes() == [.about])
  }

  @Test func aStaleSidebarSelectionStillLandsOnTheRowTheUserChose() async throws {
    let harness = try showing([.detail(1), .edit(1)])
    _ = harness.display.path(at: .tab(.home))
    _ = await harness.navigator.push(.about, in: .tab(.home)).outcome
    await harness.settle(
      harness.display.writeSelectedRow(row(.detail(3), harness), inColumn: 0, at: .tab(.home)))
    #expect(routes(harness) == [.detail(3)])
  }

  // MARK: The detail's path

  @Test func backInTheDetailStopsAtTheSelection() async throws {
    let harness = try showing([.detail(1), .edit(1), .about])
    let detail = harness.display.detailPath(at: .tab(.home), columns: .two)
    await harness.settle(
      harness.display.writeDetailPath(Array(detail.dropLast()), at: .tab(.home), columns: .two))
    #expect(routes(harness) == [.detail(1), .edit(1)])
    _ = harness.display.detailPath(at: .tab(.home), columns: .two)
    await harness.settle(harness.display.writeDetailPath([], at: .tab(.home), columns: .two))
    #expect(routes(harness) == [.detail(1)])
  }

  @Test func aLinkInTheDetailPushesOnTheStack() async throws {
    let harness = try showing([.list, .detail(1)])
    let detail = harness.display.detailPath(at: .tab(.home), columns: .three)
    #expect(detail.isEmpty)
    let request = harness.link(.edit(1))
    await harness.settle(
      harness.display.writeDetailPath(detail + [request], at: .tab(.home), columns: .three))
    #expect(routes(harness) == [.list, .detail(1), .edit(1)])
    #expect(harness.display.detailPath(at: .tab(.home), columns: .three) == [request])
  }

  @Test func aDetailWriteWhereNoDetailIsShownIsReported() throws {
    let harness = try showing([])
    _ = harness.display.detailPath(at: .tab(.home), columns: .two)
    let written = [harness.link(.edit(1))]
    #expect(harness.display.writeDetailPath(written, at: .tab(.home), columns: .two) == nil)
    #expect(
      harness.display.issues == [.unsupportedPathWrite(.tab(.home), shown: [], written: [.edit(1)])]
    )
  }

  @Test func aLockedScreenInTheDetailRefusesTheBack() async throws {
    let harness = try showing([.detail(1), .edit(1)], locked: [1])
    _ = harness.display.detailPath(at: .tab(.home), columns: .two)
    await harness.settle(harness.display.writeDetailPath([], at: .tab(.home), columns: .two))
    #expect(routes(harness) == [.detail(1), .edit(1)])
  }

  // MARK: One stack, two ways of showing it

  @Test func theSplitAndTheStackAreTheSameEntries() async throws {
    let harness = try showing([.list, .detail(1), .edit(1)])
    let display = harness.display
    let stack = display.path(at: .tab(.home))
    for columns in SplitColumns.allCases {
      let selections = (0..<columns.selectingColumnCount).compactMap {
        display.selectedRow(inColumn: $0, at: .tab(.home))
      }
      let detail = display.detailPath(at: .tab(.home), columns: columns)
      #expect(selections.map(\.route) + detail.map(\.route) == stack.map(\.route))
      #expect(Array(stack.suffix(detail.count)) == detail)
    }
  }
}
