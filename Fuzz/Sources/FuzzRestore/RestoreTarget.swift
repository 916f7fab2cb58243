import Foundation
import FuzzDriver
import Waypoint

/// A small app with every kind of route payload, so fuzzed snapshots reach
/// enum decoding, strings, integers and options.
enum FuzzApp: NavigationSchema {
  enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries, team }
  enum Route: Hashable, Codable, Sendable {
    case pokemon(id: Int)
    case berry(id: Int)
    case search(String)
    case about
  }
}

/// The same app with its routes written as records, one with a nested record
/// and optional fields, so fuzzed snapshots reach the record reader too.
enum FuzzRecordApp: NavigationSchema {
  typealias Tab = FuzzApp.Tab

  struct Filter: Hashable, Codable, Sendable, SnapshotRecord {
    var shiny: Bool
    var limit: Int?

    init(shiny: Bool, limit: Int?) {
      self.shiny = shiny
      self.limit = limit
    }

    func write(to record: inout SnapshotRecordWriter) {
      record.write(shiny)
      if let limit { record.write(limit) } else { record.writeNil() }
    }

    init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError) {
      shiny = try record.read(Bool.self)
      limit = record.readNil() ? nil : try record.read(Int.self)
    }
  }

  enum Route: Hashable, Codable, Sendable, SnapshotRecord {
    case pokemon(id: Int)
    case search(String, Filter)
    case about

    func write(to record: inout SnapshotRecordWriter) {
      switch self {
      case .pokemon(let id):
        record.write("pokemon")
        record.write(id)
      case .search(let query, let filter):
        record.write("search")
        record.write(query)
        record.write(filter)
      case .about: record.write("about")
      }
    }

    init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError) {
      switch try record.read(String.self) {
      case "pokemon": self = .pokemon(id: try record.read(Int.self))
      case "search": self = .search(try record.read(String.self), try record.read(Filter.self))
      case "about": self = .about
      case let name: throw record.failure(.unknownCase(name))
      }
    }
  }
}

let tabs: [FuzzApp.Tab] = [.pokedex, .berries, .team]
let coder = SnapshotCoder<FuzzApp>(tabs: tabs)
let jsonCoder = SnapshotCoder<FuzzApp>(tabs: tabs, encoding: .json)
let recordCoder = SnapshotCoder<FuzzRecordApp>(tabs: tabs)
let recordJSONCoder = SnapshotCoder<FuzzRecordApp>(tabs: tabs, encoding: .json)

/// One fuzz input, restored as both apps: restore must never crash, no issue
/// or error may carry a raw control character, and whatever it returns must
/// be a valid state that encodes and restores to itself in both encodings.
func fuzzRestore(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  check(data, coders: [coder, jsonCoder])
  check(data, coders: [recordCoder, recordJSONCoder])
  return 0
}

private func check<Schema: NavigationSchema>(_ data: Data, coders: [SnapshotCoder<Schema>]) {
  let restored: RestoredState<Schema>
  do throws(RestorationError) {
    restored = try coders[0].restore(from: data)
  } catch {
    requireNoRawControlCharacters(error.description, from: "a snapshot")
    requireNoRawControlCharacters(error.recoverySuggestion ?? "", from: "a snapshot")
    return
  }
  for issue in restored.issues {
    requireNoRawControlCharacters(issue.description, from: "a snapshot")
    requireNoRawControlCharacters(issue.recoverySuggestion ?? "", from: "a snapshot")
  }
  for encoder in coders {
    guard let again = try? encoder.restore(from: encoder.encode(restored.state)) else {
      fatalError("a restored state failed to round-trip")
    }
    precondition(again.state == restored.state, "a restored state changed on a round trip")
    precondition(again.isComplete, "a restored state had issues on a round trip: \(again.issues)")
  }
}

/// The symbol libFuzzer's runtime expects; the driver in `main.swift` passes
/// the same function, this export only satisfies the linker.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  fuzzRestore(start, count)
}
