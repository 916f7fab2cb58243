public import Waypoint

// The app's questions are alerts in its navigation state: presented like any
// screen, answered with a typed PMIAnswer, and gone on the next launch. Both
// front ends show them from `dialog(for:)`: the terminal as a screen of
// choices, SwiftUI with `.alert`.
extension PMIApp {
  /// What the dialog of `route` shows; `nil` for a route that is no dialog.
  public func dialog(for route: PMI.Route) -> Dialog<PMIAnswer>? {
    switch route {
    case .confirmRelease(let number):
      let name = catalogue.monster(number)?.name ?? "#\(number)"
      return Dialog(
        title: "Release \(name)?", message: "\(name) leaves your team.",
        buttons: [
          DialogButton("Release", role: .destructive, answer: .release),
          DialogButton("Keep", role: .cancel, answer: .keep),
        ])
    case .confirmReset:
      return Dialog(
        title: "Reset your team?",
        message: data.team.count == 1
          ? "1 member leaves your team."
          : "All \(Wording.count(data.team.count, "member")) leave your team.",
        buttons: [
          DialogButton("Reset", role: .destructive, answer: .reset),
          DialogButton("Cancel", role: .cancel, answer: .keep),
        ])
    default:
      return nil
    }
  }

  /// Runs `choice`, which asks a question first, until the question is on
  /// display (or the choice is over): the rest of it waits for the answer
  /// in ``asking``, so the front end goes on showing the dialog.
  func startAsking(_ choice: @escaping @MainActor (PMIApp) async -> Void) async {
    var isOver = false
    let task = Task { @MainActor in
      await choice(self)
      isOver = true
    }
    asking = task
    // The task presents at its first step (the app's questions pass no
    // guard that takes its time), so this takes a turn or two of the main
    // actor; it never spins longer than a bounded number of turns, and a
    // dialog that comes later is drawn when it comes.
    for _ in 0..<100 where !isAsking && !isOver { await Task.yield() }
  }

  /// Presents the dialog of `route` and waits for its answer: `nil` when it
  /// is dismissed without one, or cannot be presented.
  ///
  /// The awaiter is in place as soon as the dialog is, so an answer given
  /// at once is not lost.
  func ask(_ route: PMI.Route) async -> PMIAnswer? {
    await navigator.present(route, style: .alert, returning: PMIAnswer.self)
  }

  /// Whether a dialog is on display, waiting for ``answer(_:)``.
  public var isAsking: Bool { navigator.state.presentations.last?.style.isDialog == true }

  /// Answers the dialog on display as the user's tap on one of its buttons
  /// does, or dismisses it without an answer (`nil`, as Esc does), and waits
  /// for the choice that asked to carry the answer out.
  public func answer(_ answer: PMIAnswer?) async {
    let state = navigator.state
    guard let dialog = state.presentations.last, dialog.style.isDialog else {
      fail("No question is asked here.")
      return
    }
    let version = navigator.version
    let task =
      answer.map { navigator.userDidChange(.answer(dialog.id, with: $0), seenVersion: version) }
      ?? navigator.userDidChange(.dismiss(dialog.id), seenVersion: version)
    report(await task.outcome)
    if !isAsking, let asking {
      await asking.value
      self.asking = nil
    }
  }

  /// Seed 7's release, after Release? is answered.
  func confirmRelease(_ number: Int) async {
    let name = catalogue.monster(number)?.name ?? "#\(number)"
    // The screen that asked, read now: by the answer another may be on top.
    let member = navigator.state.visibleEntry?.id
    guard await ask(.confirmRelease(number)) == .release else {
      status = "\(name) stays in your team."
      return
    }
    await release(number, from: member)
  }

  /// Forgets the whole team, after Reset? is answered, and takes its
  /// members' screens away.
  func confirmReset() async {
    guard await ask(.confirmReset) == .reset else {
      status = "Your team stays as it is."
      return
    }
    let count = data.team.count
    data.team = []
    report(
      await navigator.removeEntries {
        if case .teamMember = $0.route { true } else { false }
      }.outcome)
    status = "Your team was reset: \(Wording.count(count, "member")) left."
  }

  /// The screen of a dialog in the terminal: its title, its message and a
  /// choice per button.
  func dialogScreen(_ dialog: Dialog<PMIAnswer>) -> Screen {
    Screen(
      title: dialog.title, lines: dialog.message.map { [$0] } ?? [],
      actions: dialog.buttons.map { ScreenAction($0.title, .answer($0.answer)) })
  }
}
