import Foundation
import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SnapshotMigrationTests {
  /// The route type as version 1 of the app had it.
  enum RouteV1: Decodable, SendableMetatype {
    case item(Int)
    case legal
  }

  static let migrating = SnapshotCoder<TestApp>(
    tabs: TestApp.Tab.allCases, routeVersion: 2,
    migrations: [
      RouteMigration(from: 1, decoding: RouteV1.self) { old in
        switch old {
        case .item(let id): .detail(id)
        case .legal: nil  // removed in version 2
        }
      }
    ], restoresBackLocks: true)

  @Test func routesFromAnOlderVersionAreMigrated() throws {
    let json =
      #"{"format":1,"app":1,"state":{"tabs":[{"name":"home","stack":[{"id":1,"route":{"item":{"_0":4}}}]}],"selected":"home","next":2}}"#
    let restored = try Self.migrating.restore(from: Data(json.utf8))
    #expect(restored.state.routes(.tab(.home)) == [.detail(4)])
    #expect(restored.issues.isEmpty)
  }

  @Test func aRouteTheMigrationDropsCutsItsStackWithAReason() throws {
    let json =
      #"{"format":1,"app":1,"state":{"tabs":[{"name":"home","stack":[{"id":1,"route":{"item":{"_0":4}}},{"id":2,"route":{"legal":{}}}]}],"selected":"home","next":3}}"#
    let restored = try Self.migrating.restore(from: Data(json.utf8))
    #expect(restored.state.routes(.tab(.home)) == [.detail(4)])
    #expect(
      restored.issues == [
        RestorationIssue(
          .routeRemoved(byMigrationFrom: 1), in: .tab("home"), at: 1, droppedEntries: 1)
      ])
  }

  @Test func currentSnapshotsSkipTheMigration() throws {
    let restored = try Self.migrating.restore(
      from: try Self.migrating.encode(SnapshotFixtures.richState))
    #expect(restored.state == SnapshotFixtures.richState)
  }

  @Test func nonRestorableRoutesAreLeftOutWithWhatIsAboveThem() throws {
    let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases, isRestorable: { $0 != .about })
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .about, .detail(1)])
    try state.push(.edit(2), in: .tab(.search))
    try state.present(.list)
    try state.present(.about)
    try state.present(.edit(3))
    let restored = try coder.restore(from: try coder.encode(state))
    #expect(restored.state.routes(.tab(.home)) == [.list])
    #expect(restored.state.routes(.tab(.search)) == [.edit(2)])
    #expect(restored.state.presentations.map(\.root.route) == [.list])
    #expect(restored.issues.isEmpty)
    // The counter survives, so identities handed out later stay fresh.
    #expect(restored.state.nextIdentity == state.nextIdentity)
  }

  @Test func randomStatesRoundTrip() async {
    var checked = 0
    let coder = SnapshotCoder<TestApp>(
      tabs: RandomOperation.tabs, restoresBackLocks: true, restoresDialogs: true)
    await propertyCheck(count: 2_000, input: RandomStates.seeds) { seeds in
      let state = RandomStates.evolve(NavigationState(tabs: RandomOperation.tabs), with: seeds)
      let restored = try coder.restore(from: try coder.encode(state))
      #expect(restored.state == state)
      #expect(restored.issues.isEmpty)
      checked += 1
    }
    #expect(checked == 2_000)
  }
}

@Suite struct SnapshotFileTests {
  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func saveThenLoadRestoresTheState() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = SnapshotFile(
      url: folder.appendingPathComponent("nested/state.json"), coder: SnapshotFixtures.coder)
    #expect(try file.load() == nil)
    try file.save(SnapshotFixtures.richState)
    try file.save(SnapshotFixtures.richState)
    #expect(try file.load()?.state == SnapshotFixtures.richState)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("nested").path)
    #expect(leftovers == ["state.json"])
    try file.remove()
    #expect(try file.load() == nil)
    try file.remove()
  }

  @Test func aFailedSaveLeavesTheOldSnapshotInPlace() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A name that fits, but that a temporary's 38 more characters push past
    // NAME_MAX, makes the save fail even for root, who may write anywhere.
    let name = String(repeating: "s", count: 240)
    let url = folder.appendingPathComponent(name)
    let file = SnapshotFile(url: url, coder: SnapshotFixtures.coder)
    try SnapshotFixtures.coder.encode(SnapshotFixtures.richState).write(to: url)
    #expect(throws: RestorationError.writeFailed(path: url.path, code: ENAMETOOLONG)) {
      try file.save(TestState.fresh)
    }
    #expect(try file.load()?.state == SnapshotFixtures.richState)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
  }

  @Test func aCorruptFileIsATypedError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("state.json")
    try Data("{\"form".utf8).write(to: url)
    let file = SnapshotFile(url: url, coder: SnapshotFixtures.coder)
    #expect(throws: RestorationError.notASnapshot) { _ = try file.load() }
    try Data().write(to: url)
    #expect(throws: RestorationError.empty) { _ = try file.load() }
  }

  @Test func aFileOverTheSizeLimitIsRefusedWithItsSize() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("state.json")
    let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases, maximumBytes: 100_000)
    try Data(repeating: UInt8(ascii: " "), count: 300_000).write(to: url)
    #expect(throws: RestorationError.tooLarge(bytes: 300_000, limit: 100_000)) {
      _ = try SnapshotFile(url: url, coder: coder).load()
    }
  }

  @Test func aFolderAtTheSnapshotIsATypedErrorNamingIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder where the snapshot should be exists, but cannot be read as a file.
    let url = folder.appendingPathComponent("state.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let file = SnapshotFile(url: url, coder: SnapshotFixtures.coder)
    #expect(throws: RestorationError.notARegularFile(path: url.path)) {
      _ = try file.load()
    }
  }
}
