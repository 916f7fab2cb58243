import Foundation
import Testing
import Waypoint

@testable import DocumentationApp

/// "Ways In": the app's ways in (Tests/DocumentationApp/WaysIn.swift) and
/// the article's blocks do what the article says.
@MainActor @Suite struct WaysInArticleTests {
  static let pikachu = NavigationTarget<Pokedex>(tab: .pokedex, routes: [.pokemon(id: 25)])

  @Test func everyKindOfTheTableLandsOnItsScreen() throws {
    #expect(
      try links.resolve(.userActivity(type: "org.pmi.pokemon", values: ["id": "25"]))
        == Self.pikachu)
    #expect(try links.resolve(.entity(type: "PokemonEntity", id: "25")) == Self.pikachu)
    #expect(try links.resolve(.quickAction(type: "pokemon", values: ["id": "25"])) == Self.pikachu)
    #expect(
      try links.resolve(.notification(category: "berry-ripe", values: ["id": "7"]))
        == NavigationTarget(tab: .berries, routes: [.berry(id: 7)]))
    #expect(
      throws: LinkError.badParameter(name: "id", value: "new", expected: .value(of: Int.self))
    ) {
      try links.resolve(.quickAction(type: "pokemon", values: ["id": "new"]))
    }
  }

  @Test func aNotificationOpensInTheWindowTheRegistryChooses() throws {
    let windows = WindowRegistry(router: links)
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    try windows.register(navigator, as: WindowID("main"))
    let userInfo: [AnyHashable: Any] = ["id": "7", "aps": ["alert": "Ripe!"], 3: "x"]
    #expect(WayIn.values(from: userInfo) == ["id": "7"])
    didReceiveNotification(category: "berry-ripe", userInfo: userInfo, windows: windows)
    #expect(navigator.state.selectedTab == .berries)
    #expect(navigator.state.activeStack.map(\.route) == [.berry(id: 7)])
  }

  @Test func aColdLaunchLandsOnTheWayInOverTheRestoredSession() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-ways-in-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = SnapshotFile(
      url: folder.appendingPathComponent("navigation.json"),
      coder: SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries]))
    var saved = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    try saved.push(contentsOf: [.pokemon(id: 1), .evolutions(of: 1)])
    try saved.push(.berry(id: 3), in: .tab(.berries))
    try saved.selectTab(.berries)
    try file.save(saved)
    let navigator = try launch(restoring: file)
    #expect(navigator.state.selectedTab == .pokedex)  // the way in, the newest
    #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 25)])
    #expect(navigator.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 3)])  // kept
  }

  @Test func theWayOutComesBackInAsTheSameScreen() throws {
    let pikachu = NavigationTarget<Pokedex>(tab: .pokedex, routes: [.pokemon(id: 25)])
    let activity = links.userActivity(for: pikachu)
    // .userActivity(type: "org.pmi.pokemon", values: ["id": "25"],
    //               webpage: "https://pmi.example.com/pokedex/25")
    #expect(
      activity
        == .userActivity(
          type: "org.pmi.pokemon", values: ["id": "25"],
          webpage: "https://pmi.example.com/pokedex/25"))
    #expect(try links.resolve(try #require(activity)) == pikachu)
  }
}
