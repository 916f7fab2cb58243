public import SwiftUITraceKit

/// Plays the recording kit's scenarios on the host, as the kit plays them on a device, and
/// records the same trace format: a device's trace and the host's then compare event by event.
@MainActor public enum ScenarioPlayer {
  /// How often the host renders while time passes: a frame every 50 ms.
  static let frame = Duration.milliseconds(50)

  /// Plays `scenario` on a new host of `version`; the trace is evidence for `row`.
  public static func play(
    _ scenario: Scenario, on version: PlayedVersion, row: String
  ) throws -> Trace {
    let clock = Clock()
    let recorder = TraceRecorder { clock.host?.now ?? .zero }
    let host = ViewHost(scenario.view(recording: recorder))
    clock.host = host
    defer { recorder.withdrawOffers() }
    host.version = version
    host.render()
    var letGo: (@MainActor () -> Void)?
    for step in scenario.steps {
      if case .wait(let milliseconds) = step {
        for _ in 0..<(milliseconds / 50) {
          host.advance(by: frame)
          host.render()
        }
        continue
      }
      recorder.record(.step, step.description)
      switch step {
      case .app(let name):
        guard recorder.perform(name) else { throw HostError.changeNotOffered(name) }
      case .pullDownSheet: try host.pullDownSheet()
      case .beginPull: letGo = try host.holdPullDownSheet()
      case .releasePull: letGo?()
      case .tapTab(let tag): try host.selectTab(tag)
      case .cancelSwipeBack: try host.beginSwipeBack()(false)
      case .wait: break
      }
      host.render()
    }
    return Trace(
      scenario: scenario.id, row: row, system: version.name, origin: .host,
      source: "the Linux test host (Tests/SwiftUIHost)", events: recorder.events)
  }

  /// Where the recorder reads the host's time, once the host exists.
  ///
  /// Weak: the host holds the
  /// screen, which holds the recorder, which holds this clock.
  private final class Clock {
    weak var host: ViewHost?
  }
}
