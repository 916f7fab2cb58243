import Foundation
import SwiftUIHost
import SwiftUITraceKit
import Testing

/// The host plays the recording kit's scenarios as the repository's traces say SwiftUI does:
/// each trace, played again on the host of its system, comes back event for event.
@MainActor @Suite struct TraceReplayTests {
  /// The repository's traces; a library that does not read fails `theRepositoryTracesRead`.
  nonisolated static let library = try? TraceLibrary.repository.get()
  /// The releases the display's profiles stand for, at each boundary of the table's rows.
  nonisolated static let systems = [
    "iOS 17.0", "iOS 18.3", "iOS 18.4", "iOS 18.6", "iOS 26.0", "macOS 14.0",
  ]
  /// Where the host writes the traces it plays, inside the checkout's build folder.
  static let output = TraceLibrary.folder.deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: ".build/host-traces")

  /// How far apart in time a device's event and the host's may be: the host renders every 50 ms,
  /// and a device's animations and run loop add their own.
  static let tolerance = 250

  static func scenario(_ id: String) throws -> Scenario {
    try #require(Scenario.all.first { $0.id == id }, "no scenario '\(id)' in the kit")
  }

  @Test func theRepositoryTracesRead() throws {
    let library = try TraceLibrary.repository.get()
    #expect(
      Set(library.traces.map(\.trace.scenario))
        == Set(Scenario.all.map(\.id)).subtracting(["held-pull"]))
  }

  @Test(arguments: library?.traces.map(\.file) ?? [])
  func theHostPlaysEachTraceAsItWasRecorded(file: String) throws {
    let library = try TraceLibrary.repository.get()
    let trace = try #require(library.traces.first { $0.file == file }?.trace)
    let system = try #require(SystemVersion(trace.system))
    let version = try PlayedVersion(system, from: library)
    let played = try ScenarioPlayer.play(Self.scenario(trace.scenario), on: version, row: trace.row)
    try FileManager.default.createDirectory(at: Self.output, withIntermediateDirectories: true)
    try played.encoded().write(to: Self.output.appending(path: file))

    let what = { (events: [TraceEvent]) in
      events.map { "\($0.kind) \($0.subject) \($0.value ?? "")" }
    }
    #expect(what(played.events) == what(trace.events), "\(played.events)")
    // Times count from the first step: a device starts its clock a little before.
    let start = (played.events.first?.ms ?? 0, trace.events.first?.ms ?? 0)
    for (host, recorded) in zip(played.events, trace.events) {
      let apart = abs((host.ms - start.0) - (recorded.ms - start.1))
      #expect(apart <= Self.tolerance, "\(host) against \(recorded)")
    }
  }

  @Test(arguments: Scenario.all.map(\.id), systems)
  func everyScenarioPlaysOnTheHostOfEverySystem(scenario: String, system: String) throws {
    let version = PlayedVersion.playing(system)
    let played = try ScenarioPlayer.play(Self.scenario(scenario), on: version, row: "any")
    #expect(played.events.first?.kind == .step)
    let url = FileManager.default.temporaryDirectory.appending(path: "trace-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try played.encoded().write(to: url)
    #expect(try Trace(contentsOf: url) == played)
  }

  /// Row `held-pull`, as the host plays it: nothing is written while the user holds, and the
  /// `nil` comes, through the binding of the pull's frame, once they let go. (The scenario has no
  /// display: that `nil` clears what the app put in its place, as it would in any app that takes
  /// a `nil` for whatever it shows now.)
  @Test func whileAPullIsHeldNothingIsWrittenUntilTheUserLetsGo() throws {
    let version = PlayedVersion.playing("iOS 18.6")
    let played = try ScenarioPlayer.play(Self.scenario("held-pull"), on: version, row: "held-pull")
    let events = played.events.map { "\($0.kind) \($0.subject) \($0.value ?? "")" }
    #expect(
      events == [
        "step app: Present ", "appear sheet 1 ",
        "step begin pulling the sheet down, and hold it ", "step app: Replace ",
        "appear sheet 2 ", "step let go of the sheet ", "write sheet nil", "dismiss sheet ",
        "dismiss sheet ",  // sheet 2's, which that nil took away
      ])
    let letGo = try #require(played.events.first { $0.subject == "let go of the sheet" })
    let write = try #require(played.events.first { $0.kind == .write })
    #expect(.milliseconds(write.ms - letGo.ms) == version.lateNil.value)
  }

  @Test func aRecordedTraceReplacesTheWrittenOne() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "traces-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = try TraceLibrary.repository.get()
    for (file, trace) in repository.traces {
      try trace.encoded().write(to: folder.appending(path: file))
    }
    // A device on iOS 18.6 showing both nested sheets in one update; the kit leaves the row to
    // the table.
    let recorded = Trace(
      scenario: "nested-sheets", row: "", system: "iOS 18.6",
      origin: .recorded, source: "iPhone 15, iOS 18.6",
      events: [
        TraceEvent(ms: 0, .step, "app: Present both"), TraceEvent(ms: 12, .appear, "first"),
        TraceEvent(ms: 540, .appear, "second"),
      ])
    try recorded.encoded().write(to: folder.appending(path: "nested-sheets.iOS-18.6.recorded.json"))
    let library = try TraceLibrary(table: repository.table, folder: folder)

    let newer = try PlayedVersion(#require(SystemVersion("iOS 18.6")), from: library)
    #expect(newer.presentationsPerFrame.value == nil)
    #expect(newer.presentationsPerFrame.row == "nested-sheets-assumed")
    let older = try PlayedVersion(#require(SystemVersion("iOS 18.3")), from: library)
    #expect(older.presentationsPerFrame.value == 1)
    #expect(older.presentationsPerFrame.row == "nested-sheets-reported")
  }

  @Test func aTraceOfAnotherFormatIsRefused() throws {
    let url = FileManager.default.temporaryDirectory.appending(path: "trace-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    var trace = try #require(TraceLibrary.repository.get().traces.first?.trace)
    trace.format = 2
    try trace.encoded().write(to: url)
    #expect(throws: TraceError.unknownFormat(2, file: url.lastPathComponent)) {
      try Trace(contentsOf: url)
    }
  }

  @Test func aTraceForASystemItsRowDoesNotHoldForIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "traces-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let misplaced = Trace(
      scenario: "tab-reselect", row: "tab-reselect-pops", system: "iOS 18.6", origin: .recorded,
      source: "a device", events: [])
    try misplaced.encoded().write(to: folder.appending(path: "misplaced.json"))
    #expect(
      throws: TraceLibrary.Problem.systemOutsideRow(
        file: "misplaced.json", row: "tab-reselect-pops")
    ) {
      try TraceLibrary(table: TraceLibrary.repository.get().table, folder: folder)
    }
  }
}
