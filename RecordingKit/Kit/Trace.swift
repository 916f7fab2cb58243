public import Foundation

/// What SwiftUI did while one scenario played, in order: the steps taken, what SwiftUI wrote to
/// each binding, and when views appeared, disappeared and were dismissed.
///
/// The format is documented in `RecordingKit/README.md`. A trace is evidence for one row of the
/// behaviour table ("Using Waypoint with SwiftUI", "SwiftUI's behaviours"): written from the row's
/// source, recorded on a device by the kit, or played by the Linux test host.
public struct Trace: Codable, Equatable, Sendable {
  /// Where a trace comes from.
  public enum Origin: String, Codable, Sendable {
    /// Written by hand from the row's source; replaced by a recorded trace when one exists.
    case written
    /// Recorded by the kit on a device or a simulator running `system`.
    case recorded
    /// Played by the Linux test host, which writes the same format.
    case host
  }

  /// The version of this format: 1.
  public static let currentFormat = 1

  public var format: Int
  /// The kit's scenario played (``Scenario/id``).
  public var scenario: String
  /// The behaviour table's row the trace is evidence for.
  public var row: String
  /// The system it was recorded on, or written for, as people say it: "iOS 18.3".
  public var system: String
  public var origin: Origin
  /// What it was written from (a link), or the device it was recorded on.
  public var source: String
  public var events: [TraceEvent]

  public init(
    scenario: String, row: String, system: String, origin: Origin, source: String,
    events: [TraceEvent]
  ) {
    self.format = Self.currentFormat
    self.scenario = scenario
    self.row = row
    self.system = system
    self.origin = origin
    self.source = source
    self.events = events
  }

  /// Reads a trace file, refusing a format this kit does not know.
  public init(contentsOf url: URL) throws {
    self = try JSONDecoder().decode(Trace.self, from: Data(contentsOf: url))
    guard format == Self.currentFormat else {
      throw TraceError.unknownFormat(format, file: url.lastPathComponent)
    }
  }

  /// The trace as a file holds it: keys sorted, one event a line, so that two traces diff well.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

/// One thing that happened while a scenario played.
public struct TraceEvent: Codable, Equatable, Sendable, CustomStringConvertible {
  public enum Kind: String, Codable, Sendable {
    /// A step of the scenario was taken (``ScenarioStep``); `subject` names it.
    case step
    /// SwiftUI wrote `value` to the binding named `subject`.
    case write
    /// The view named `subject` ran `onAppear`.
    case appear
    /// The view named `subject` ran `onDisappear`.
    case disappear
    /// The presentation named `subject` ran its `onDismiss`.
    case dismiss
  }

  /// Milliseconds since the scenario's first step.
  public var ms: Int
  public var kind: Kind
  public var subject: String
  public var value: String?

  public init(ms: Int, _ kind: Kind, _ subject: String, value: String? = nil) {
    self.ms = ms
    self.kind = kind
    self.subject = subject
    self.value = value
  }

  public var description: String {
    "\(ms) ms \(kind.rawValue) \(subject)" + (value.map { " = \($0)" } ?? "")
  }
}

/// A trace file the kit cannot read.
public enum TraceError: Error, Equatable {
  /// A format newer than this kit's (``Trace/currentFormat``).
  case unknownFormat(Int, file: String)
}
