import Foundation
import Testing
import WaypointCore
import WaypointRestoration

@testable import DocumentationApp

// The Restoration article's code, verbatim (indented where it sits in a test),
// so the documentation never shows code that does not compile or that does
// something else than it says.

@Suite struct RestorationArticleTests {
  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private static var savedState: NavigationState<Pokedex> {
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    _ = try? state.push(contentsOf: [.pokemon(id: 25), .signIn])
    return state
  }

  @Test func saveThenRestore() throws {
    var printed: [String] = []
    func print(_ text: Any) { printed.append("\(text)") }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stateURL = folder.appendingPathComponent("navigation.json")
    var state = Self.savedState

    let coder = SnapshotCoder<Pokedex>(
      tabs: [.pokedex, .berries],
      isRestorable: { $0 != .signIn })
    let file = SnapshotFile(url: stateURL, coder: coder)
    try file.save(state)

    state = NavigationState(tabs: [.pokedex, .berries])
    if let restored = try file.load() {
      state = restored.state
      for issue in restored.issues {
        print("Not restored: \(issue)")
        if let advice = issue.recoverySuggestion { print(advice) }
      }
    }
    // The sign-in screen was left out on save, so nothing is missing on restore.
    #expect(state.activeStack.map(\.route) == [.pokemon(id: 25)])
    #expect(printed == [])
  }

  @Test func backLocksComeBackOnlyWhenTheAppKeepsThem() throws {
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    try state.push(.pokemon(id: 25), options: EntryOptions(isBackLocked: true))
    let keeping = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries], restoresBackLocks: true)
    let data = try keeping.encode(state)
    #expect(try keeping.restore(from: data).state == state)
    let dropping = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries])
    #expect(try dropping.restore(from: data).state.activeStack.last?.options == EntryOptions())
  }

  @Test func dialogsComeBackOnlyWhenTheAppKeepsThem() throws {
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    try state.push(.pokemon(id: 25))
    try state.present(.confirmRelease(id: 25), style: .alert)
    let keepingDialogs = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries], restoresDialogs: true)
    let data = try keepingDialogs.encode(state)
    #expect(try keepingDialogs.restore(from: data).state == state)
    let restored = try SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries]).restore(from: data)
    #expect(restored.state.presentations.isEmpty)
    #expect(restored.state.activeStack.map(\.route) == [.pokemon(id: 25)])
    #expect(restored.issues.isEmpty)
  }

  /// A snapshot from version 1 of the app, which had a berries tab and
  /// Pokémon number 0; version 2 has neither.
  static let version1 =
    #"{"format":1,"app":1,"state":{"tabs":[{"name":"pokedex","stack":[{"id":1,"route":{"pokemon":{"_0":25}}},{"id":2,"route":{"pokemon":{"_0":0}}}]},{"name":"berries","stack":[]}],"selected":"pokedex","next":3}}"#

  /// Reads version 1's routes, which had no labels; number 0 is gone.
  enum RouteV1: Decodable { case pokemon(Int) }

  @Test func readTheReport() throws {
    let coder = SnapshotCoder<Pokedex>(
      tabs: [.pokedex], routeVersion: 2,
      migrations: [
        RouteMigration(from: 1, decoding: RouteV1.self) { old in
          switch old {
          case .pokemon(let id): id == 0 ? nil : .pokemon(id: id)
          }
        }
      ])
    let restored = try coder.restore(from: Data(Self.version1.utf8))

    let unexpected = restored.issues.filter { issue in
      switch issue.reason {
      case .routeRemoved, .unknownTab: false
      default: true
      }
    }
    #expect(restored.issues.count == 2)
    #expect(unexpected.isEmpty)
    #expect(restored.state.activeStack.map(\.route) == [.pokemon(id: 25)])
  }

  @Test func handleErrors() throws {
    let coder = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries])
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    var askedForAnUpdate = false
    func askForAnUpdate() { askedForAnUpdate = true }
    // A snapshot from a future format.
    let data = Data(#"{"format":99,"app":1,"state":{}}"#.utf8)

    do throws(RestorationError) {
      state = try coder.restore(from: data).state
    } catch .unsupportedFormat {
      askForAnUpdate()
    } catch {
      print(error, error.recoverySuggestion ?? "")
    }
    #expect(askedForAnUpdate)
    #expect(state == NavigationState(tabs: [.pokedex, .berries]))
  }

  @Test func migrate() throws {
    enum RouteV1: Decodable { case pokemon(Int) }
    let migrating = SnapshotCoder<Pokedex>(
      tabs: [.pokedex, .berries], routeVersion: 2,
      migrations: [
        RouteMigration(from: 1, decoding: RouteV1.self) { old in
          switch old {
          case .pokemon(let id): .pokemon(id: id)
          }
        }
      ])

    let restored = try migrating.restore(from: Data(Self.version1.utf8))
    #expect(restored.state.activeStack.map(\.route) == [.pokemon(id: 25), .pokemon(id: 0)])
    #expect(restored.issues.isEmpty)
  }

  @Test func setTheLimits() throws {
    let generous = SnapshotCoder<Pokedex>(
      tabs: [.pokedex, .berries],
      limits: NavigationLimits(maximumDepth: 1_000, maximumPresentations: 4),
      maximumBytes: 32 << 20)

    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    let deep = NavigationPolicy(duplicatePush: .pushAnyway, limits: .init(maximumDepth: 1_000))
    try state.push(contentsOf: Array(repeating: .pokemon(id: 25), count: 500), policy: deep)
    #expect(try generous.restore(from: try generous.encode(state)).state == state)
  }

  /// The article's example file is what a coder writes, and reads back.
  @Test func theExampleFileIsASnapshot() throws {
    let example = """
      {
        "app" : 1,
        "format" : 1,
        "state" : {
          "current" : "pokedex",
          "next" : 2,
          "tabs" : [
            { "name" : "pokedex", "stack" : [ { "id" : 1, "route" : { "pokemon" : { "id" : 25 } } } ] },
            { "name" : "berries", "stack" : [ ] }
          ]
        }
      }
      """
    let coder = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries])
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    try state.push(.pokemon(id: 25))
    let restored = try coder.restore(from: Data(example.utf8))
    #expect(restored.state == state)
    #expect(restored.issues.isEmpty)
    let written = try JSONSerialization.jsonObject(with: try coder.encode(state)) as? NSDictionary
    let shown = try JSONSerialization.jsonObject(with: Data(example.utf8)) as? NSDictionary
    #expect(written == shown)
  }
}

/// The Restoration article's example file is what the coder writes for a state with every part a
/// snapshot holds, key for key.
@Suite struct RestorationArticleFileTests {
  static var everyPart: NavigationState<Pokedex> {
    get throws {
      var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
      try state.arrangeTabs(
        [.pokedex, .berries], hidden: [.berries], sections: [.pokedex: "Index", .berries: "Garden"])
      try state.push(.pokemon(id: 25), options: EntryOptions(returnPoint: "pokemon"))
      try state.present(.berry(id: 16))
      try state.return(to: "pokemon", with: .berry(id: 16))
      var target = NavigationTarget<Pokedex>(tab: .pokedex, stack: nil)
      target.searchQuery = "pika"
      try state.navigate(to: target)
      try state.present(.evolutions(of: 25))
      try state.updatePresentation {
        $0.detents = [.medium, .large]
        $0.selectedDetent = .medium
        $0.dismissal = .guarded
      }
      try state.present(.pokemon(id: 26), style: .popover)
      try state.updatePresentation { $0.anchor = "evolution-26" }
      return state
    }
  }

  /// The article's ```json block, parsed.
  static func articleFile() throws -> NSDictionary {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Waypoint/Waypoint.docc/Articles/Restoration.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let block = try #require(text.components(separatedBy: "```json\n").dropFirst().first)
    let json = try #require(block.components(separatedBy: "```").first)
    return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
  }

  @Test func theArticlesFileIsWhatTheCoderWrites() throws {
    let coder = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries])
    let written = try coder.encode(Self.everyPart)
    let object = try #require(JSONSerialization.jsonObject(with: written) as? NSDictionary)
    #expect(object == (try Self.articleFile()), "\(String(decoding: written, as: UTF8.self))")
    #expect(try coder.restore(from: written).issues == [])
  }
}
