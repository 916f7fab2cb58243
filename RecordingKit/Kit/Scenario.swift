public import SwiftUI

/// One step of a scenario: the app's change, the user's gesture, or time passing.
public enum ScenarioStep: Hashable, Sendable, CustomStringConvertible {
  /// The app changes its state: the scenario's action of this name (``TraceRecorder/perform(_:)``).
  case app(String)
  /// The user swipes the top sheet down and lets go.
  case pullDownSheet
  /// The user starts pulling the top sheet down and holds it, until ``releasePull``.
  case beginPull
  /// The user lets go of the sheet they were pulling: it goes.
  case releasePull
  /// The user taps the tab item of this title (each tab's tag is its title).
  case tapTab(String)
  /// The user starts an edge swipe back and lets go before it completes.
  case cancelSwipeBack
  /// Nothing is done for this long.
  case wait(milliseconds: Int)

  public var description: String {
    switch self {
    case .app(let name): "app: \(name)"
    case .pullDownSheet: "pull down the sheet"
    case .beginPull: "begin pulling the sheet down, and hold it"
    case .releasePull: "let go of the sheet"
    case .tapTab(let title): "tap the tab \(title)"
    case .cancelSwipeBack: "begin a swipe back, and let go before it completes"
    case .wait(let milliseconds): "wait \(milliseconds) ms"
    }
  }
}

/// A small SwiftUI screen, and the steps that show one behaviour of the table on it.
///
/// The kit plays it on a device; the Linux tests play it on the test host. Both record a
/// ``Trace`` of the same format, so a device's trace and the host's compare event by event.
public struct Scenario: Sendable, Identifiable {
  public let id: String
  /// What the scenario shows, in one sentence.
  public let summary: String
  public let steps: [ScenarioStep]
  private let makeView: @MainActor @Sendable (TraceRecorder) -> AnyView

  init<Content: View>(
    _ id: String, _ summary: String, steps: [ScenarioStep],
    view: @escaping @MainActor @Sendable (TraceRecorder) -> Content
  ) {
    self.id = id
    self.summary = summary
    self.steps = steps
    self.makeView = { AnyView(view($0)) }
  }

  /// The scenario's screen, reporting to `recorder`.
  @MainActor public func view(recording recorder: TraceRecorder) -> AnyView { makeView(recorder) }

  /// Every scenario of the kit.
  public static let all: [Scenario] = [
    Scenario(
      "nested-sheets", "The app presents a sheet and a sheet over it in one update.",
      steps: [.app("Present both"), .wait(milliseconds: 1500)],
      view: NestedSheetsScenario.init),
    Scenario(
      "tab-reselect", "The user taps the tab shown while its stack holds a pushed screen.",
      steps: [
        .app("Push"), .wait(milliseconds: 1000), .tapTab("First"), .wait(milliseconds: 1000),
      ],
      view: TabReselectScenario.init),
    Scenario(
      "pull-down", "The user swipes a sheet down.",
      steps: [
        .app("Present"), .wait(milliseconds: 1000), .pullDownSheet, .wait(milliseconds: 2000),
      ],
      view: PullDownScenario.init),
    Scenario(
      "dismiss-and-push", "The app dismisses a sheet and pushes a screen beneath it in one update.",
      steps: [
        .app("Present"), .wait(milliseconds: 1000), .app("Dismiss and push"),
        .wait(milliseconds: 1500),
      ],
      view: DismissAndPushScenario.init),
    Scenario(
      "dismiss-and-present",
      "The app dismisses a sheet and presents another sheet, from another view, in one update.",
      steps: [
        .app("Present"), .wait(milliseconds: 1000), .app("Dismiss and present"),
        .wait(milliseconds: 1500),
      ],
      view: DismissAndPresentScenario.init),
    Scenario(
      "cancelled-pop", "The user begins a swipe back from a pushed screen and lets go.",
      steps: [
        .app("Push"), .wait(milliseconds: 1000), .cancelSwipeBack, .wait(milliseconds: 1000),
      ],
      view: CancelledPopScenario.init),
    Scenario(
      "held-pull",
      "The user holds a sheet mid-pull while the app replaces it, then lets go.",
      steps: [
        .app("Present"), .wait(milliseconds: 1000), .beginPull, .wait(milliseconds: 2500),
        .app("Replace"), .wait(milliseconds: 1000), .releasePull, .wait(milliseconds: 2500),
      ],
      view: HeldPullScenario.init),
  ]
}
