public import Foundation
public import Waypoint

/// A link table with every parameter kind and overlapping static/parameter
/// branches, so fuzzed links reach backtracking, decoding and typed values.
public enum FuzzApp: NavigationSchema {
  public enum Tab: String, Hashable, Codable, Sendable { case pokedex, files, search }
  public enum Kind: String, Hashable, Codable, Sendable { case fire, water }
  public enum Route: Hashable, Codable, Sendable {
    case pokemon(Int)
    case evolution(Int, Int)
    case newFile
    case file(String)
    case search(String, page: Int?)
    case kind(Kind)
    case trainer(UUID)
  }
}

public typealias Target = NavigationTarget<FuzzApp>

public let router: LinkRouter<FuzzApp> = {
  var router = LinkRouter<FuzzApp>(schemes: ["pmi"], hosts: ["pmi.example.com"])
  do {
    try router.register(
      "pokedex/:id", waysIn: [.userActivity("a"), .entity("e"), .quickAction("q")]
    ) {
      Target(tab: .pokedex, routes: [.pokemon(try $0.int("id"))])
    } reverse: {
      guard case .pokemon(let id)? = $0.stack?.last?.route, $0.stack?.count == 1 else { return nil }
      return LinkValues(path: ["id": "\(id)"])
    }
    try router.register("pokedex/:id/evolutions/:to", waysIn: [.userActivity("evolution")]) {
      Target(tab: .pokedex, routes: [.evolution(try $0.int("id"), try $0.int("to"))])
    } reverse: {
      guard case .evolution(let id, let to)? = $0.stack?.last?.route else { return nil }
      return LinkValues(path: ["id": "\(id)", "to": "\(to)"])
    }
    try router.register("files/new") { _ in Target(tab: .files, routes: [.newFile]) }
    try router.register("files/:name/edit") {
      Target(tab: .files, routes: [.file(try $0.string("name"))])
    } reverse: {
      guard case .file(let name)? = $0.stack?.last?.route else { return nil }
      return LinkValues(path: ["name": name])
    }
    try router.register("search/:q", waysIn: [.notification("n")]) {
      Target(
        tab: .search,
        routes: [.search(try $0.string("q"), page: try $0.queryValue("page", as: Int.self))])
    } reverse: {
      guard case .search(let q, let page)? = $0.stack?.last?.route else { return nil }
      return LinkValues(path: ["q": q], query: page.map { ["page": "\($0)"] } ?? [:])
    }
    try router.register("kinds/:kind") {
      Target(tab: .pokedex, routes: [.kind(try $0.value("kind", as: FuzzApp.Kind.self))])
    }
    try router.register("trainers/:id") {
      Target(
        tab: .pokedex,
        routes: [.trainer(try $0.value("id", as: UUID.self, parsedBy: UUID.init(uuidString:)))])
    }
  } catch {
    fatalError("the fuzz link table is invalid: \(error)")
  }
  return router
}()
