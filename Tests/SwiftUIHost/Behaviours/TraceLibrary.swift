public import Foundation
public import SwiftUITraceKit

/// The traces of the repository (`RecordingKit/Traces`), and the behaviour table that says for
/// which systems each one's row holds.
public struct TraceLibrary: Sendable {
  public let table: BehaviourTable
  /// Every trace, with the name of its file.
  public let traces: [(file: String, trace: Trace)]

  /// What a trace or the table does not allow.
  public enum Problem: Error, Equatable, CustomStringConvertible {
    case unknownRow(String, file: String)
    case unknownSystem(String, file: String)
    case systemOutsideRow(file: String, row: String)
    case noTrace(scenario: String, system: String)
    case rowsOverlap(scenario: String, system: String, rows: [String])

    public var description: String {
      switch self {
      case .unknownRow(let row, let file): "\(file): no row '\(row)' in the behaviour table"
      case .unknownSystem(let system, let file): "\(file): '\(system)' is not a system"
      case .systemOutsideRow(let file, let row):
        "\(file): its system is not one row '\(row)' holds for"
      case .noTrace(let scenario, let system):
        "no trace says what scenario '\(scenario)' does on \(system): write or record one"
      case .rowsOverlap(let scenario, let system, let rows):
        "rows \(rows) of scenario '\(scenario)' all hold for \(system): one must"
      }
    }
  }

  public static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "RecordingKit/Traces")

  /// The repository's table and traces, read once.
  public static let repository: Result<TraceLibrary, any Error> = Result {
    try TraceLibrary(table: BehaviourTable(), folder: folder)
  }

  public init(table: BehaviourTable, folder: URL) throws {
    self.table = table
    let files = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    var traces: [(String, Trace)] = []
    for url in files {
      var trace = try Trace(contentsOf: url)
      let file = url.lastPathComponent
      guard let system = SystemVersion(trace.system) else {
        throw Problem.unknownSystem(trace.system, file: file)
      }
      // The kit leaves the row to the table: the row naming the scenario that holds there.
      if trace.row.isEmpty {
        trace.row =
          table.rows.first { row in
            row.behaviour.contains("`\(trace.scenario)`")
              && row.systems.contains { $0.contains(system) }
          }?.id ?? ""
      }
      guard let row = table[trace.row] else { throw Problem.unknownRow(trace.row, file: file) }
      guard row.systems.contains(where: { $0.contains(system) }) else {
        throw Problem.systemOutsideRow(file: file, row: row.id)
      }
      traces.append((file, trace))
    }
    self.traces = traces
  }

  /// The trace that says what `scenario` does on `system`: of the traces whose row holds for
  /// `system`, one recorded on `system` itself, else one recorded on another release the row
  /// holds for, else the one written from the row's source.
  public func trace(_ scenario: String, on system: SystemVersion) throws -> Trace {
    let candidates = traces.map(\.trace).filter { trace in
      trace.scenario == scenario
        && table[trace.row]?.systems.contains { $0.contains(system) } == true
    }
    let rows = Set(candidates.map(\.row))
    guard rows.count <= 1 else {
      throw Problem.rowsOverlap(scenario: scenario, system: "\(system)", rows: rows.sorted())
    }
    let best = candidates.min { rank($0, on: system) < rank($1, on: system) }
    guard let best else { throw Problem.noTrace(scenario: scenario, system: "\(system)") }
    return best
  }

  private func rank(_ trace: Trace, on system: SystemVersion) -> Int {
    switch trace.origin {
    case .recorded: SystemVersion(trace.system) == system ? 0 : 1
    case .written: 2
    case .host: 3
    }
  }
}
