import Foundation
import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// The direct writer and the fast reader against the `Codable` encoder and
/// the lenient reader they stand in for: same bytes, same restored state,
/// same report, for regular and damaged snapshots alike.
@Suite struct CompactFastPathTests {
  typealias F = SnapshotFixtures
  static let records = SnapshotCoder<RecordApp>(tabs: TestApp.Tab.allCases)

  /// Random states with something on most stacks, options and presentations.
  static func randomState(_ seeds: [Int]) -> TestState {
    RandomStates.evolve(NavigationState(tabs: RandomOperation.tabs), with: seeds)
  }

  @Test func codableRoutesAreWrittenByteForByteAsCodableWouldWriteThem() async {
    var checked = 0
    await propertyCheck(count: 1_000, input: RandomStates.seeds) { seeds in
      let state = seeds.isEmpty ? F.richState : Self.randomState(seeds)
      let direct = try CompactStateWriter.encode(state, format: 2, app: 4, routes: nil)
      let viaCodable = try CompactEncoder().encode(Envelope(format: 2, app: 4, state: state))
      #expect(direct == viaCodable)
      checked += 1
    }
    #expect(checked == 1_000)
  }

  @Test func regularSnapshotsTakeTheFastPath() async throws {
    let reader = EnvelopeReader(coder: F.coder)
    let bytes = Array(try F.coder.encode(F.richState).dropFirst(3))
    #expect(CompactStateReader(bytes: bytes, envelopeReader: reader).read() != nil)
    let recordReader = EnvelopeReader(coder: Self.records)
    let recordBytes = Array(try Self.records.encode(try RecordState(F.richState)).dropFirst(3))
    #expect(CompactStateReader(bytes: recordBytes, envelopeReader: recordReader).read() != nil)
    var checked = 0
    await propertyCheck(count: 500, input: RandomStates.seeds) { seeds in
      let coder = SnapshotCoder<TestApp>(tabs: RandomOperation.tabs)
      let bytes = Array(try coder.encode(Self.randomState(seeds)).dropFirst(3))
      #expect(CompactStateReader(bytes: bytes, envelopeReader: .init(coder: coder)).read() != nil)
      checked += 1
    }
    #expect(checked == 500)
  }

  @Test func aMigrationOrACutLeavesTheFastPath() throws {
    let bytes = Array(try F.coder.encode(F.richState).dropFirst(3))
    let cut = Array(bytes.dropLast())
    #expect(CompactStateReader(bytes: cut, envelopeReader: .init(coder: F.coder)).read() == nil)
    let newer = SnapshotCoder<TestApp>(
      tabs: TestApp.Tab.allCases, routeVersion: 2,
      migrations: [RouteMigration(from: 1, decoding: TestApp.Route.self) { $0 }])
    #expect(CompactStateReader(bytes: bytes, envelopeReader: .init(coder: newer)).read() == nil)
  }

  @Test func bothReadersAgreeOnRandomlyDamagedSnapshots() async throws {
    let codable = try F.coder.encode(F.richState)
    let records = try Self.records.encode(try RecordState(F.richState))
    var checked = 0
    let damage = Gen.int(in: 0...Int.max).array(of: 1...6)
    await propertyCheck(count: 3_000, input: damage) { seeds in
      Self.expectAgreement(F.coder, on: F.damage(codable, seeds))
      Self.expectAgreement(Self.records, on: F.damage(records, seeds))
      checked += 1
    }
    #expect(checked == 3_000)
  }

  @Test func bothReadersAgreeOnAFileCutAtEveryByte() throws {
    let codable = try F.coder.encode(F.richState)
    for length in 0...codable.count { Self.expectAgreement(F.coder, on: codable.prefix(length)) }
    let records = try Self.records.encode(try RecordState(F.richState))
    for length in 0...records.count {
      Self.expectAgreement(Self.records, on: records.prefix(length))
    }
  }

  /// Found by fuzzing: the fast reader reserved room for a list's declared
  /// count before checking it against the list's bytes.
  @Test func aListClaimingMoreItemsThanItHasBytesAllocatesNothing() throws {
    let data = F.handWritten(stateKeys: 2) { writer in
      writer.writeString("tabs")
      writer.append(CompactTag.array.rawValue)
      writer.writeVarint(1 << 56)  // items, in
      writer.writeVarint(0)  // bytes
      writer.writeString("selected")
      writer.append(CompactTag.string.rawValue)
      writer.writeString("search")
    }
    let restored = try F.coder.restore(from: data)
    #expect(restored.state.allEntries.isEmpty)
    #expect(restored.state.selectedTab == .search)
    let fewer = SnapshotDecodingFailure(
      .dataCorrupted, at: [.key("state"), .key("tabs"), .index(0)],
      detail: "\(CompactDamage.fewerItemsThanDeclared)")
    #expect(restored.issues.first == RestorationIssue(.unreadableTabs(fewer), in: .snapshot))
    Self.expectAgreement(F.coder, on: data)
  }

  /// The same outcome with and without the fast path: the same state and
  /// report, or the same error.
  static func expectAgreement<Schema: NavigationSchema>(
    _ coder: SnapshotCoder<Schema>, on data: Data,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fast = Result { () throws(RestorationError) in try coder.restore(from: data) }
    let lenient = Result { () throws(RestorationError) in
      try coder.restore(from: data, allowingFastPath: false)
    }
    switch (fast, lenient) {
    case (.success(let fast), .success(let lenient)):
      #expect(fast.state == lenient.state, sourceLocation: sourceLocation)
      #expect(fast.issues == lenient.issues, sourceLocation: sourceLocation)
    case (.failure(let fast), .failure(let lenient)):
      #expect(fast == lenient, sourceLocation: sourceLocation)
    default:
      Issue.record("the readers disagree: \(fast) and \(lenient)", sourceLocation: sourceLocation)
    }
  }
}
