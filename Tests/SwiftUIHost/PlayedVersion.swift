import Foundation
import SwiftUITraceKit

/// The SwiftUI version a ``ViewHost`` plays: what that version does on its own when the user acts,
/// and what it refuses in one frame, each fact read from the trace that shows it and named by the
/// behaviour table's row.
///
/// The host knows nothing of Waypoint, and never reads what the display assumes: a version is
/// built from the repository's traces (`RecordingKit/Traces`), a recorded one where there is one.
public struct PlayedVersion: Sendable {
  /// One thing the version does, and the row of the behaviour table that says so.
  public struct Fact<Value: Sendable>: Sendable {
    public var value: Value
    public var row: String
  }

  /// A write SwiftUI makes when the user taps the tab shown.
  public enum ReselectWrite: Equatable, Sendable {
    /// The tab's tag, to the selection.
    case selection
    /// A path of this length, a prefix of the one shown, to the tab's stack.
    case path(count: Int)
  }

  public var system: SystemVersion
  /// The most presentations one frame brings up; `nil` for no limit.
  ///
  /// The others stay unshown until their item changes (`nested-sheets`).
  public var presentationsPerFrame: Fact<Int?>
  /// What SwiftUI writes, in order, when the tab shown is tapped (`tab-reselect`).
  public var reselectWrites: Fact<[ReselectWrite]>
  /// How long after the user lets go of a sheet SwiftUI writes its `nil`, then runs `onDismiss`
  /// (`pull-down`).
  public var lateNil: Fact<Duration>
  /// Whether a push made in the update that dismisses a presentation shows (`dismiss-and-push`).
  public var showsPushWithDismissal: Fact<Bool>
  /// Whether a presentation brought up in the update that dismisses another shows
  /// (`dismiss-and-present`); if not, it stays unshown until its item changes.
  public var showsPresentationWithDismissal: Fact<Bool>
  /// Whether a swipe back the user lets go of before it completes writes the shorter path
  /// (`cancelled-pop`).
  public var cancelledPopWritesPath: Fact<Bool>

  public var name: String { system.description }
  public var popsStackOnTabReselect: Bool {
    reselectWrites.value.contains { if case .path = $0 { true } else { false } }
  }

  /// The version of `system`, from the traces of `library`.
  public init(_ system: SystemVersion, from library: TraceLibrary) throws {
    self.system = system
    func trace(_ scenario: String) throws -> Trace { try library.trace(scenario, on: system) }

    let nested = try trace("nested-sheets")
    let shown = nested.events.filter { $0.kind == .appear }.count
    presentationsPerFrame = Fact(value: shown < 2 ? shown : nil, row: nested.row)

    let reselect = try trace("tab-reselect")
    reselectWrites = Fact(
      value: reselect.events(after: ScenarioStep.tapTab("First")).compactMap { event in
        guard event.kind == .write else { return nil }
        guard event.subject == "path" else { return .selection }
        let elements = event.value?.trimmingCharacters(in: ["[", "]"]).split(separator: ",")
        return .path(count: elements?.count ?? 0)
      }, row: reselect.row)

    let pull = try trace("pull-down")
    let letGo = pull.events.first { $0.subject == ScenarioStep.pullDownSheet.description }
    let write = pull.events.first { $0.kind == .write && $0.value == "nil" }
    lateNil = Fact(
      value: .milliseconds((write?.ms ?? 0) - (letGo?.ms ?? 0)), row: pull.row)

    let push = try trace("dismiss-and-push")
    showsPushWithDismissal = Fact(
      value: push.events(after: .app("Dismiss and push")).contains { $0.kind == .appear },
      row: push.row)

    let present = try trace("dismiss-and-present")
    showsPresentationWithDismissal = Fact(
      value: present.events(after: .app("Dismiss and present")).contains { $0.kind == .appear },
      row: present.row)

    let cancelled = try trace("cancelled-pop")
    cancelledPopWritesPath = Fact(
      value: cancelled.events(after: .cancelSwipeBack).contains { $0.kind == .write },
      row: cancelled.row)
  }

  /// The version of `system` from the repository's traces.
  ///
  /// Test infrastructure: a table or trace that does not read stops the tests, naming what.
  public static func playing(_ system: String) -> PlayedVersion {
    guard let version = SystemVersion(system) else { fatalError("'\(system)' is not a system") }
    do {
      return try PlayedVersion(version, from: TraceLibrary.repository.get())
    } catch {
      fatalError("The host cannot play \(system): \(error)")
    }
  }
}

extension Trace {
  /// The events after the step `step` was taken.
  func events(after step: ScenarioStep) -> ArraySlice<TraceEvent> {
    guard
      let index = events.firstIndex(where: { $0.kind == .step && $0.subject == step.description })
    else { return [] }
    return events[(index + 1)...]
  }
}
