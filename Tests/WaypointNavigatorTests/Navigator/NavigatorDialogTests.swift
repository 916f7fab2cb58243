import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointNavigator

/// A dialog's answer: the tapped button's value reaches whoever awaits the
/// dialog, `nil` every other way it goes, and only once it is really gone.
@MainActor @Suite struct NavigatorDialogTests {
  /// The answers are the schema's return values.
  typealias Release = Int

  /// Presents an alert returning `Release` and hands back the awaiting task
  /// and the alert.
  private func presentAlert(_ navigator: TestNavigator) async
    -> (Task<Release?, Never>, PresentationID)
  {
    let count = navigator.state.presentations.count
    let task = Task { await navigator.present(.edit(1), style: .alert, returning: Release.self) }
    for _ in 0..<1_000 where navigator.state.presentations.count == count { await Task.yield() }
    await Task.yield()
    return (task, navigator.state.presentations[count].id)
  }

  @Test(arguments: [Release.release, .keep])
  func theTappedButtonsAnswerArrives(answer: Release) async {
    let navigator = TestNavigator(state: .fresh)
    let (alert, id) = await presentAlert(navigator)
    let outcome = await navigator.userDidChange(
      .answer(id, with: answer), seenVersion: navigator.version
    )
    .outcome
    #expect(outcome.isApplied)
    #expect(outcome.transition?.cause == .user)
    #expect(await alert.value == answer)
    #expect(navigator.state.presentations.isEmpty)
  }

  /// The navigator's active stack is where pushes land: beneath a dialog.
  @Test func theActiveStackUnderADialogIsTheOneBeneathIt() async throws {
    var state = TestState.fresh
    try state.push(.list)
    let navigator = TestNavigator(state: state)
    let (alert, id) = await presentAlert(navigator)
    #expect(navigator.state.activeStack.map(\.route) == [.list])
    #expect(navigator.state.activeStack == navigator.state.activeStack)
    _ = await navigator.push(.detail(2)).outcome
    #expect(navigator.state.activeStack.map(\.route) == [.list, .detail(2)])
    _ = await navigator.userDidChange(
      .answer(id, with: Release.keep), seenVersion: navigator.version
    )
    .outcome
    #expect(await alert.value == .keep)
  }

  @Test func aDialogOverASheetTakesOnlyItselfAway() async throws {
    var state = TestState.fresh
    try state.present(.about)
    let navigator = TestNavigator(state: state)
    let (alert, id) = await presentAlert(navigator)
    _ = await navigator.userDidChange(
      .answer(id, with: Release.release), seenVersion: navigator.version
    )
    .outcome
    #expect(await alert.value == .release)
    #expect(navigator.state.presentations.map(\.root.route) == [.about])
  }

  @Test func aDialogDismissedWithoutAButtonAnswersNil() async {
    let navigator = TestNavigator(state: .fresh)
    let (alert, id) = await presentAlert(navigator)
    _ = await navigator.userDidChange(.dismiss(id), seenVersion: navigator.version).outcome
    #expect(await alert.value == nil)
    #expect(navigator.state.presentations.isEmpty)
  }

  @Test func anAnswerToADialogAlreadyGoneChangesNothing() async throws {
    var state = TestState.fresh
    try state.present(.about)
    let navigator = TestNavigator(state: state)
    let (alert, id) = await presentAlert(navigator)
    _ = await navigator.dismiss(id).outcome
    #expect(await alert.value == nil)
    let before = navigator.state
    let outcome = await navigator.userDidChange(.answer(id, with: Release.release), seenVersion: 0)
      .outcome
    #expect(outcome.isApplied)
    #expect(outcome.transition?.isEmpty == true)
    #expect(navigator.state == before)
  }

  @Test func anAnswerToADialogTheAppReplacedLeavesTheNewOneWaiting() async throws {
    let navigator = TestNavigator(state: .fresh)
    let (first, old) = await presentAlert(navigator)
    _ = await navigator.dismiss().outcome
    #expect(await first.value == nil)
    let (second, new) = await presentAlert(navigator)
    _ = await navigator.userDidChange(.answer(old, with: Release.release), seenVersion: 0).outcome
    #expect(navigator.state.presentations.map(\.id) == [new])
    _ = await navigator.userDidChange(
      .answer(new, with: Release.keep), seenVersion: navigator.version
    )
    .outcome
    #expect(await second.value == .keep)
  }

  @Test func anAnswerSeenOnAnOlderVersionStillAnswersTheDialogOnScreen() async {
    let navigator = TestNavigator(state: .fresh)
    let (alert, id) = await presentAlert(navigator)
    let seen = navigator.version
    _ = await navigator.push(.list).outcome  // beneath the alert, after the UI showed it
    #expect(navigator.version != seen)
    _ = await navigator.userDidChange(.answer(id, with: Release.release), seenVersion: seen).outcome
    #expect(await alert.value == .release)
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
  }

  @Test func aGuardThatDeniesTheDismissalKeepsTheAwaiterWaiting() async {
    let navigator = TestNavigator(state: .fresh, guards: [UnsavedChangesGuard()])
    let (alert, id) = await presentAlert(navigator)
    let root = navigator.state.presentations[0].root.id
    navigator.markUnsaved(root, reason: "Save the edit first.")
    let denied = await navigator.userDidChange(
      .answer(id, with: Release.release), seenVersion: navigator.version
    ).outcome
    #expect(denied.deniedReason == "Save the edit first.")
    #expect(navigator.state.presentations.map(\.id) == [id])
    navigator.markSaved(root)
    _ = await navigator.userDidChange(
      .answer(id, with: Release.keep), seenVersion: navigator.version
    )
    .outcome
    #expect(await alert.value == .keep)
  }

  @Test func aDeniedAnswerIsNotDeliveredByALaterDismissal() async {
    let navigator = TestNavigator(state: .fresh, guards: [UnsavedChangesGuard()])
    let (alert, id) = await presentAlert(navigator)
    let root = navigator.state.presentations[0].root.id
    navigator.markUnsaved(root, reason: "Save the edit first.")
    _ = await navigator.userDidChange(
      .answer(id, with: Release.release), seenVersion: navigator.version
    )
    .outcome
    navigator.markSaved(root)
    _ = await navigator.dismissAll().outcome
    #expect(await alert.value == nil)
  }

  @Test func anAnswerDeniedLaterIsNotDeliveredByTheNextDismissal() async {
    let judge = ScriptedGuardState()
    let navigator = TestNavigator(state: .fresh, guards: [ScriptedGuard(state: judge)])
    let (alert, id) = await presentAlert(navigator)
    judge.holds = true
    judge.decision = .deny(reason: "Not yet.")
    let answer: NavigationTask = navigator.userDidChange(
      .answer(id, with: Release.release), seenVersion: navigator.version)
    for _ in 0..<1_000 where judge.gate == nil { await Task.yield() }
    judge.holds = false
    judge.gate?.resume()
    #expect(await answer.outcome.deniedReason == "Not yet.")
    judge.decision = .allow
    _ = await navigator.dismissAll().outcome
    #expect(await alert.value == nil)
  }

  @Test func aPresentationOverADialogFailsAndItsAwaiterGetsNilAtOnce() async {
    let navigator = TestNavigator(state: .fresh)
    let (alert, id) = await presentAlert(navigator)
    #expect(await navigator.present(.list, returning: Int.self) == nil)
    #expect(navigator.state.presentations.map(\.id) == [id])
    let refused = await navigator.present(.list).outcome
    #expect(refused.error as? TestError == .presentedOverDialog(id))
    _ = await navigator.userDidChange(
      .answer(id, with: Release.keep), seenVersion: navigator.version
    )
    .outcome
    #expect(await alert.value == .keep)
  }
}
