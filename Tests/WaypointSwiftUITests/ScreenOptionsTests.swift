#if os(Linux)
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport
  import WaypointTesting

  /// Zoom transitions, detents, dismissal and anchors through the real glue
  /// on the host.
  ///
  /// Linux has no availability, so `#available(iOS 18, *)` holds here: the
  /// zoom is applied. That nothing is applied below iOS 18 is what
  /// `scripts/check-availability` and the type-check against Apple's SDK prove.
  @MainActor @Suite struct ScreenOptionsTests {
    /// The test app, with its dialogs, and the home tab's root marked as the source `"cell"`.
    private static func markedHarness(_ state: TestState = .fresh) -> GlueHarness {
      GlueHarness(state, profile: .iOS17) { display in
        WaypointRoot(display, router: nil) { route in
          TestScreen(route: route)
        } dialog: {
          DialogTests.releaseDialog($0)
        } content: {
          WaypointStack(TestApp.self, .tab(.home)) {
            Text("Home").waypointSource(TestApp.self, "cell")
          } destination: { route in
            TestScreen(route: route)
          }
        }
      }
    }

    @Test func aPushedScreenZoomsFromItsSourceAndOthersDoNot() async throws {
      let harness = Self.markedHarness()
      await harness.nextFrame()
      #expect(harness.host.transitionSources == ["cell"])
      _ = await harness.navigator.push(.list).outcome
      await harness.nextFrame()
      #expect(harness.host.zoomSources.isEmpty)
      _ = await harness.navigator.push(.detail(1), options: .init(transitionSource: "cell")).outcome
      await harness.nextFrame()
      #expect(harness.renderedRoutes == [.list, .detail(1)])
      #expect(harness.host.zoomSources == ["cell"])
    }

    @Test func aPresentedScreenZoomsFromItsRootsSource() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.about, options: .init(transitionSource: "cell")).outcome
      await harness.nextFrame()
      #expect(harness.host.zoomSources == ["cell"])
    }

    @Test func aDetentDragIsWrittenAndReadBack() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.about).outcome
      _ = await harness.navigator.perform {
        try $0.updatePresentation {
          $0.detents = [.medium, .large]; $0.selectedDetent = .medium
        }
      }.outcome
      await harness.nextFrame()
      #expect(harness.host.detents == [.medium, .large])
      #expect(harness.host.selectedDetent == .medium)
      try harness.host.dragDetent(to: .large)
      await harness.nextFrame()
      #expect(harness.navigator.state.presentations.last?.selectedDetent == .large)
      #expect(harness.host.selectedDetent == .large)
      #expect(harness.display.issues.isEmpty)
    }

    @Test func aSheetWithoutDetentsRestsAtLarge() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.about).outcome
      await harness.nextFrame()
      #expect(harness.host.detents == [.large])
      #expect(throws: HostError.detentNotOffered) { try harness.host.dragDetent(to: .medium) }
    }

    @Test func aLockedDismissalCannotBePulledDown() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.about).outcome
      _ = await harness.navigator.perform { try $0.updatePresentation { $0.dismissal = .locked } }
        .outcome
      await harness.nextFrame()
      #expect(harness.host.isInteractiveDismissDisabled)
      #expect(throws: HostError.interactiveDismissDisabled) { try harness.host.pullDownSheet() }
    }

    @Test func aGuardedDismissalFollowsTheGuards() async throws {
      let harness = GlueHarness(guards: [UnsavedChangesGuard()])
      _ = await harness.navigator.present(.edit(1)).outcome
      _ = await harness.navigator.perform { try $0.updatePresentation { $0.dismissal = .guarded } }
        .outcome
      await harness.nextFrame()
      #expect(!harness.host.isInteractiveDismissDisabled)
      let root = try #require(harness.navigator.state.presentations.last?.root.id)
      harness.navigator.markUnsaved(root, reason: "draft")
      await harness.nextFrame()
      #expect(harness.host.isInteractiveDismissDisabled)
      harness.navigator.markSaved(root)
      await harness.nextFrame()
      #expect(!harness.host.isInteractiveDismissDisabled)
      try harness.host.pullDownSheet()
      await harness.nextFrame()
      #expect(harness.navigator.state.presentations.isEmpty)
    }

    @Test(arguments: [
      (PresentationStyle.popover, HostedPresentation.Style.popover),
      (.confirmationDialog, .confirmationDialog),
    ])
    func anAnchorNotOnScreenFallsBackToThePresenterAndIsReported(
      style: PresentationStyle, shown: HostedPresentation.Style
    ) async throws {
      let harness = Self.markedHarness()
      await harness.nextFrame()
      _ = await harness.navigator.present(.edit(1), style: style).outcome
      _ = await harness.navigator.perform { try $0.updatePresentation { $0.anchor = "share" } }
        .outcome
      await harness.nextFrame()
      let presented = try #require(harness.navigator.state.presentations.last)
      #expect(harness.host.presentations.map(\.style) == [shown])
      #expect(!harness.host.isTopPresented(from: "SourceMarker"))
      #expect(harness.display.issues == [.anchorNotShown(presented.id, anchor: "share")])
    }

    @Test func aPopoverPointsAtTheViewMarkingItsAnchor() async throws {
      let harness = Self.markedHarness()
      await harness.nextFrame()
      _ = await harness.navigator.present(.about, style: .popover).outcome
      _ = await harness.navigator.perform { try $0.updatePresentation { $0.anchor = "cell" } }
        .outcome
      await harness.nextFrame()
      let popover = try #require(harness.navigator.state.presentations.last)
      #expect(harness.host.presentations == [HostedPresentation(.popover, id: popover.id)])
      #expect(harness.host.isTopPresented(from: "SourceMarker"))
      #expect(harness.display.issues.isEmpty)
      try harness.host.pullDownSheet()  // a tap outside: dismissed through the marker's binding
      await harness.nextFrame()
      #expect(harness.navigator.state.presentations.isEmpty)
    }

    @Test func aConfirmationDialogPointsAtTheViewMarkingItsAnchor() async throws {
      let harness = Self.markedHarness()
      await harness.nextFrame()
      let navigator = harness.navigator
      let asked = Task {
        await navigator.present(.edit(1), style: .confirmationDialog, returning: TestAnswer.self)
      }
      await harness.nextFrame()
      _ = await navigator.perform { try $0.updatePresentation { $0.anchor = "cell" } }.outcome
      await harness.nextFrame()
      #expect(harness.host.presentations.map(\.style) == [.confirmationDialog])
      #expect(harness.host.isTopPresented(from: "SourceMarker"))
      #expect(
        harness.host.visibleTexts == ["Release #1?", "It leaves your team.", "Release", "Keep"])
      #expect(harness.display.issues.isEmpty)
      try harness.host.tapButton("Release")  // answered through the marker's binding
      await harness.nextFrame()
      #expect(await asked.value == .release)
      #expect(navigator.state.presentations.isEmpty)
      #expect(harness.host.presentations.isEmpty)
    }

    @Test func anAlertTakesNoAnchorAndIsShownByThePresenter() async throws {
      let harness = Self.markedHarness()
      await harness.nextFrame()
      _ = await harness.navigator.present(.edit(1), style: .alert).outcome
      let alert = try #require(harness.navigator.state.presentations.last)
      let outcome = await harness.navigator.perform {
        try $0.updatePresentation { $0.anchor = "cell" }
      }.outcome
      await harness.nextFrame()
      #expect(
        outcome.error as? NavigationError<TestApp>
          == .optionNotTaken(by: alert.id, style: .alert))
      #expect(harness.navigator.state.presentations.last?.anchor == nil)
      #expect(harness.host.presentations.map(\.style) == [.alert])
      #expect(!harness.host.isTopPresented(from: "SourceMarker"))
      #expect(harness.display.issues.isEmpty)
    }
  }
#endif
