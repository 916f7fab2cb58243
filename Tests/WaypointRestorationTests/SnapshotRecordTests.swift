import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// Routes written as records: exact round trips, every field type, and a
/// report naming the field for every record that cannot be read.
@Suite struct SnapshotRecordTests {
  typealias F = SnapshotFixtures

  static let coder = SnapshotCoder<RecordApp>(tabs: TestApp.Tab.allCases)

  /// A payload with every field type, nested in records.
  struct Everything: SnapshotRecord, Equatable {
    var number = -42
    var wide = Int64.min
    var unsigned = UInt64.max
    var flag = true
    var real = -2.5e-300
    var text = String(repeating: "Pikachu ⚡️ ", count: 20)
    var missing: Int? = nil
    var inner: Inner? = Inner(name: "Eevee")

    struct Inner: SnapshotRecord, Equatable {
      var name: String

      func write(to record: inout SnapshotRecordWriter) { record.write(name) }

      init(name: String) { self.name = name }

      init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError) {
        name = try record.read(String.self)
      }
    }

    init() {}

    func write(to record: inout SnapshotRecordWriter) {
      record.write(number)
      record.write(wide)
      record.write(unsigned)
      record.write(flag)
      record.write(real)
      record.write(text)
      if let missing { record.write(missing) } else { record.writeNil() }
      if let inner { record.write(inner) } else { record.writeNil() }
    }

    init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError) {
      number = try record.read(Int.self)
      wide = try record.read(Int64.self)
      unsigned = try record.read(UInt64.self)
      flag = try record.read(Bool.self)
      real = try record.read(Double.self)
      text = try record.read(String.self)
      missing = record.readNil() ? nil : try record.read(Int.self)
      inner = record.readNil() ? nil : try record.read(Inner.self)
    }
  }

  /// Writes `value` as a record and returns a reader over it.
  static func reader(for value: some SnapshotRecord) throws -> SnapshotRecordReader {
    var writer = SnapshotRecordWriter()
    writer.write(value)
    let buffer = CompactBuffer(writer.output.bytes)
    return SnapshotRecordReader(buffer: buffer, header: try buffer.header(at: 0, []))
  }

  @Test func everyFieldTypeRoundTrips() throws {
    var reader = try Self.reader(for: Everything())
    #expect(try Everything(from: &reader) == Everything())
    #expect(reader.isAtEnd)
    #expect(reader.fieldIndex == 8)
  }

  @Test func readingPastTheLastFieldNamesTheField() throws {
    var reader = try Self.reader(for: Everything.Inner(name: "Eevee"))
    #expect(try reader.read(String.self) == "Eevee")
    #expect(throws: SnapshotRecordError(field: 1, reason: .noMoreFields)) {
      var copy = reader
      _ = try copy.read(Int.self)
    }
  }

  @Test func aFieldOfAnotherTypeNamesBothTypes() {
    #expect(
      throws: SnapshotRecordError(
        field: 0, reason: .typeMismatch(expected: "String", found: .integer))
    ) {
      var reader = try Self.reader(for: Everything())
      _ = try reader.read(String.self)
    }
  }

  @Test func aNumberThatDoesNotFitIsAnError() {
    #expect(throws: SnapshotRecordError(field: 2, reason: .numberOutOfRange(type: "Int"))) {
      var reader = try Self.reader(for: Everything())
      #expect(try reader.read(Int.self) == -42)
      #expect(try reader.read(Int64.self) == .min)
      _ = try reader.read(Int.self)
    }
  }

  @Test func aNestedRecordFailureNamesTheRecordAndItsField() throws {
    var writer = SnapshotRecordWriter()
    writer.writeRecord { outer in outer.writeRecord { inner in inner.write(5) } }
    let buffer = CompactBuffer(writer.output.bytes)
    var reader = SnapshotRecordReader(buffer: buffer, header: try buffer.header(at: 0, []))
    let inner = SnapshotRecordError(
      field: 0, reason: .typeMismatch(expected: "String", found: .integer))
    #expect(throws: SnapshotRecordError(field: 0, reason: .nested(record: "Inner", inner))) {
      _ = try reader.read(Everything.Inner.self)
    }
  }

  @Test func aFieldCutShortIsDamaged() throws {
    var writer = SnapshotRecordWriter()
    writer.write(Everything.Inner(name: "Eevee"))
    let buffer = CompactBuffer(Array(writer.output.bytes.dropLast()))
    var reader = SnapshotRecordReader(buffer: buffer, header: try buffer.header(at: 0, []))
    #expect(throws: SnapshotRecordError(field: 0, reason: .damagedField)) {
      _ = try reader.read(String.self)
    }
  }

  @Test func anUnknownCaseIsReportedAtTheFieldJustRead() throws {
    var reader = try Self.reader(for: Everything.Inner(name: "Eevee"))
    let name = try reader.read(String.self)
    #expect(
      reader.failure(.unknownCase(name))
        == SnapshotRecordError(field: 0, reason: .unknownCase("Eevee")))
    #expect(try Self.reader(for: Everything()).failure(.invalidValue("negative")).field == 0)
  }

  @Test func readNilOnlyConsumesAnEmptyField() throws {
    var reader = try Self.reader(for: Everything())
    let wasNil = reader.readNil()
    #expect(!wasNil)
    #expect(try reader.read(Int.self) == -42)
  }

  @Test func recordRoutesRoundTripAndMarkTheFormat() throws {
    let state = try RecordState(F.richState)
    let data = try Self.coder.encode(state)
    // "WPT", the envelope's tag, count and length, then the key "format" and its value.
    #expect(Array(data.prefix(16)).suffix(2) == [CompactTag.int.rawValue, UInt8(ZigZag.encode(3))])
    let restored = try Self.coder.restore(from: data)
    #expect(restored.state == state)
    #expect(restored.isComplete)
  }

  @Test func recordSnapshotsAreSmallerThanCodableOnes() throws {
    let records = try Self.coder.encode(try RecordState(F.richState))
    #expect(records.count < (try F.coder.encode(F.richState)).count)
  }

  @Test func jsonSnapshotsOfRecordRoutesStillUseCodable() throws {
    let json = SnapshotCoder<RecordApp>(tabs: TestApp.Tab.allCases, encoding: .json)
    let state = try RecordState(F.richState)
    let data = try json.encode(state)
    #expect(String(decoding: data, as: UTF8.self).contains(#""detail":{"_0":7}"#))
    #expect(try Self.coder.restore(from: data).state == state)
  }

  @Test func snapshotsFromBeforeAdoptingRecordsAreReadThroughCodable() throws {
    let older = try F.coder.encode(F.richState)
    let restored = try Self.coder.restore(from: older)
    #expect(restored.state == (try RecordState(F.richState)))
    #expect(restored.isComplete)
  }

  @Test func anUnknownRecordCutsItsStackAndNamesTheField() throws {
    var state = try RecordState(TestState.fresh)
    try state.push(contentsOf: [.list, .about, .list])
    let narrow = SnapshotCoder<NarrowRecordApp>(tabs: TestApp.Tab.allCases)
    let restored = try narrow.restore(from: try Self.coder.encode(state))
    #expect(restored.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    let unknown = SnapshotRecordError(field: 0, reason: .unknownCase("about"))
    #expect(
      restored.issues == [
        RestorationIssue(
          .unreadableRouteRecord(unknown), in: .tab("home"), at: 1, droppedEntries: 2)
      ])
  }

  @Test func aRecordFieldOfAnotherTypeCutsItsStack() throws {
    var state = try RecordState(TestState.fresh)
    try state.push(contentsOf: [.list, .detail(3)])
    let narrow = SnapshotCoder<NarrowRecordApp>(tabs: TestApp.Tab.allCases)
    let restored = try narrow.restore(from: try Self.coder.encode(state))
    #expect(restored.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    let mismatch = SnapshotRecordError(
      field: 1, reason: .typeMismatch(expected: "String", found: .integer))
    #expect(
      restored.issues == [
        RestorationIssue(
          .unreadableRouteRecord(mismatch), in: .tab("home"), at: 1, droppedEntries: 1)
      ])
  }

  @Test func aCodableRouteTypeReportsRecordsItCannotRead() throws {
    var state = try RecordState(TestState.fresh)
    try state.push(.list)
    try state.push(.about, in: .tab(.settings))
    let restored = try F.coder.restore(from: try Self.coder.encode(state))
    #expect(restored.state.allEntries.isEmpty)
    let unexpected = RestorationIssue.Reason.unexpectedRouteRecord(routeType: "Route")
    #expect(
      restored.issues == [
        RestorationIssue(unexpected, in: .tab("home"), at: 0, droppedEntries: 1),
        RestorationIssue(unexpected, in: .tab("settings"), at: 0, droppedEntries: 1),
      ])
  }

  /// Version 1 wrote `RecordApp` routes; version 2 has `NarrowRecordApp`'s.
  static func migrating<Old: Decodable & SendableMetatype>(
    from type: Old.Type, _ convert: @escaping @Sendable (Old) -> NarrowRecordApp.Route?
  ) -> SnapshotCoder<NarrowRecordApp> {
    SnapshotCoder(
      tabs: TestApp.Tab.allCases, routeVersion: 2,
      migrations: [RouteMigration(from: 1, decoding: type, convert)])
  }

  static func versionOneSnapshot() throws -> Data {
    var state = try RecordState(TestState.fresh)
    try state.push(contentsOf: [.list, .detail(3), .about, .list])
    return try SnapshotCoder<RecordApp>(tabs: TestApp.Tab.allCases, routeVersion: 1).encode(state)
  }

  @Test func aMigrationReadsRecordsOfTheOldRouteType() throws {
    let coder = Self.migrating(from: RecordApp.Route.self) { old in
      switch old {
      case .list: .list
      case .detail(let id): .detail("\(id)")
      case .edit, .about: nil
      }
    }
    let restored = try coder.restore(from: try Self.versionOneSnapshot())
    #expect(restored.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail("3")])
    #expect(
      restored.issues == [
        RestorationIssue(
          .routeRemoved(byMigrationFrom: 1), in: .tab("home"), at: 2, droppedEntries: 2)
      ])
  }

  @Test func aMigrationFromACodableOnlyTypeReportsRecordsItCannotRead() throws {
    let coder = Self.migrating(from: TestApp.Route.self) { _ in .list }
    let restored = try coder.restore(from: try Self.versionOneSnapshot())
    #expect(restored.state.allEntries.isEmpty)
    #expect(
      restored.issues.first
        == RestorationIssue(
          .unexpectedRouteRecord(routeType: "Route"), in: .tab("home"), at: 0, droppedEntries: 4))
  }

  @Test func aFileCutShortAtAnyByteRestoresAPrefixOrSaysWhy() throws {
    let state = try RecordState(F.richState)
    let data = try Self.coder.encode(state)
    var partial = 0
    for length in 0..<data.count {
      guard let restored = try? Self.coder.restore(from: data.prefix(length)) else { continue }
      #expect(restored.state.invariantViolations().isEmpty)
      #expect(!restored.isComplete, "a cut at \(length) must be reported")
      for entry in restored.state.allEntries {
        #expect(state.entry(entry.id)?.entry == entry, "cut at \(length) invented \(entry)")
      }
      partial += 1
    }
    #expect(partial > data.count / 2)
  }
}
