import Foundation
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// `TestApp` with its routes written as `SnapshotRecord`s.
enum RecordApp: NavigationSchema {
  typealias Tab = TestApp.Tab

  enum Route: Hashable, Codable, Sendable, SnapshotRecord {
    case list
    case detail(Int)
    case edit(Int)
    case about

    func write(to record: inout SnapshotRecordWriter) {
      switch self {
      case .list: record.write("list")
      case .detail(let id):
        record.write("detail")
        record.write(id)
      case .edit(let id):
        record.write("edit")
        record.write(id)
      case .about: record.write("about")
      }
    }

    init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError) {
      switch try record.read(String.self) {
      case "list": self = .list
      case "detail": self = .detail(try record.read(Int.self))
      case "edit": self = .edit(try record.read(Int.self))
      case "about": self = .about
      case let name: throw record.failure(.unknownCase(name))
      }
    }

    init(_ route: TestApp.Route) {
      switch route {
      case .list: self = .list
      case .detail(let id): self = .detail(id)
      case .edit(let id): self = .edit(id)
      case .about: self = .about
      }
    }
  }
}

/// A later version of `RecordApp` that removed `about` and reads `detail`
/// ids as strings, to see how unreadable records are reported.
enum NarrowRecordApp: NavigationSchema {
  typealias Tab = TestApp.Tab

  enum Route: Hashable, Codable, Sendable, SnapshotRecord {
    case list
    case detail(String)

    func write(to record: inout SnapshotRecordWriter) {
      switch self {
      case .list: record.write("list")
      case .detail(let id):
        record.write("detail")
        record.write(id)
      }
    }

    init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError) {
      switch try record.read(String.self) {
      case "list": self = .list
      case "detail": self = .detail(try record.read(String.self))
      case let name: throw record.failure(.unknownCase(name))
      }
    }
  }
}

typealias RecordState = NavigationState<RecordApp>

extension RecordState {
  /// The same state as `state`, identities and all, with record routes.
  init(_ state: TestState) throws {
    func convert(_ entry: NavigationEntry<TestApp>) -> NavigationEntry<RecordApp> {
      NavigationEntry(id: entry.id, route: RecordApp.Route(entry.route), options: entry.options)
    }
    try self.init(
      tabs: state.tabStacks.map { ($0.tab, Stack($0.stack.entries.map(convert))) },
      selectedTab: state.selectedTab,
      presentations: state.presentations.map {
        Presentation(
          id: $0.id, style: $0.style, root: convert($0.root),
          stack: Stack($0.stack.entries.map(convert)))
      },
      nextIdentity: state.nextIdentity)
  }
}
