#if os(Linux)
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport

  /// Alerts, confirmation dialogs and popovers through the real glue: what
  /// the user sees, the button they tap, and the answer the app awaits.
  @MainActor @Suite struct DialogTests {
    /// The dialogs of the test app: releasing the Pokémon an edit screen shows.
    static func releaseDialog(_ route: TestApp.Route) -> Dialog<TestAnswer> {
      guard case .edit(let number) = route else { return Dialog(title: "\(route)", buttons: []) }
      return Dialog(
        title: "Release #\(number)?", message: "It leaves your team.",
        buttons: [
          DialogButton("Release", role: .destructive, answer: .release),
          DialogButton("Keep", role: .cancel, answer: .keep),
        ])
    }

    /// home: [list, detail(1)], on screen, with the app's dialogs.
    private func pushed(timed: Bool = false) async throws -> GlueHarness {
      var state = TestState.fresh
      try state.push(contentsOf: [.list, .detail(1)])
      let harness = GlueHarness(state, timed: timed, dialog: Self.releaseDialog)
      if timed { await harness.run(for: .seconds(1)) } else { await harness.nextFrame() }
      return harness
    }

    /// Asks about releasing #1 with `style` and waits for the answer.
    private func ask(_ harness: GlueHarness, style: PresentationStyle) -> Task<TestAnswer?, Never> {
      let navigator = harness.navigator
      return Task { await navigator.present(.edit(1), style: style, returning: TestAnswer.self) }
    }

    @Test(arguments: [
      (PresentationStyle.alert, HostedPresentation.Style.alert, "Release", TestAnswer.release),
      (.confirmationDialog, .confirmationDialog, "Keep", .keep),
    ])
    func aDialogOverAPushedScreenShowsItsButtonsAndGivesTheTappedOnesAnswer(
      style: PresentationStyle, shown: HostedPresentation.Style, button: String, answer: TestAnswer
    ) async throws {
      let harness = try await pushed()
      let asked = ask(harness, style: style)
      await harness.nextFrame()
      #expect(harness.host.presentations.map(\.style) == [shown])
      #expect(
        harness.host.visibleTexts == ["Release #1?", "It leaves your team.", "Release", "Keep"])
      try harness.host.tapButton(button)
      await harness.nextFrame()
      #expect(await asked.value == answer)
      #expect(harness.navigator.state.presentations.isEmpty)
      #expect(harness.host.presentations.isEmpty)
      #expect(harness.host.visibleNavigationTitle == "Detail 1")
      #expect(harness.display.issues.isEmpty)
      #expect(harness.host.issues.isEmpty)
    }

    @Test func aSheetPresentedOnTheAnswerWaitsForTheDialogToLeave() async throws {
      let harness = try await pushed(timed: true)
      let navigator = harness.navigator
      let asking = Task {
        let answer = await navigator.present(.edit(1), style: .alert, returning: TestAnswer.self)
        if answer == .release { _ = await navigator.present(.about).outcome }
      }
      await harness.run(for: .seconds(1))
      #expect(harness.host.presentations.map(\.style) == [.alert])
      try harness.host.tapButton("Release")
      await asking.value
      await harness.run(for: .seconds(2))
      #expect(harness.host.issues == [])
      #expect(harness.host.presentations.map(\.style) == [.sheet])
      #expect(harness.host.visibleNavigationTitle == "About")
    }

    @Test func aPopoverIsPulledDownAsASheetIs() async throws {
      let harness = try await pushed()
      _ = await harness.navigator.present(.about, style: .popover).outcome
      await harness.nextFrame()
      #expect(harness.host.presentations.map(\.style) == [.popover])
      #expect(harness.host.visibleNavigationTitle == "About")
      try harness.host.pullDownSheet()
      await harness.nextFrame()
      #expect(harness.navigator.state.presentations.isEmpty)
      #expect(harness.host.presentations.isEmpty)
      #expect(harness.host.issues.isEmpty)
    }

    @Test func aRootWithoutDialogContentShowsTheRouteAsTheTitleAndNoButtons() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.edit(2), style: .alert).outcome
      await harness.nextFrame()
      #expect(harness.host.presentations.map(\.style) == [.alert])
      #expect(harness.host.visibleTexts == ["edit(2)"])
      #expect(throws: HostError.notOnScreen("Release")) { try harness.host.tapButton("Release") }
    }
  }
#endif
