package import Foundation
package import WaypointCore
package import WaypointLinks

/// A Pokédex-like app with a link table covering every parameter type.
package enum LinkApp: NavigationSchema {
  package enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries, files, search }

  package enum MoveKind: String, Hashable, Codable, Sendable { case fire, water, grass }

  package enum Route: Hashable, Codable, Sendable {
    case pokemon(id: Int)
    case evolution(from: Int, to: Int)
    case berry(id: Int)
    case newFile
    case editFile(String)
    case search(String, page: Int?)
    case moves(MoveKind)
    case trainer(UUID)
    case export
  }
}

package typealias LinkTarget = NavigationTarget<LinkApp>

package enum LinkFixtures {
  /// A fresh state with every tab of the link app, nothing pushed.
  package static var fresh: NavigationState<LinkApp> {
    NavigationState(tabs: [.pokedex, .berries, .files, .search])
  }

  package static let trainerID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()

  package static func router() throws -> LinkRouter<LinkApp> {
    var router = LinkRouter<LinkApp>(
      schemes: ["pmi"], hosts: ["pmi.example.com", "www.pmi.example.com"])
    try router.register("pokedex") { _ in
      LinkTarget(tab: .pokedex, routes: [])
    } reverse: { target in
      target.tab == .pokedex && target.stack == [] ? LinkValues() : nil
    }
    try router.register("pokedex/:id") { p in
      LinkTarget(tab: .pokedex, routes: [.pokemon(id: try p.int("id"))])
    } reverse: { target in
      guard target.tab == .pokedex, target.stack?.count == 1,
        case .pokemon(let id) = target.stack?[0].route
      else { return nil }
      return LinkValues(path: ["id": "\(id)"])
    }
    try router.register("pokedex/:id/evolutions/:to") { p in
      let id = try p.int("id")
      return LinkTarget(
        tab: .pokedex, routes: [.pokemon(id: id), .evolution(from: id, to: try p.int("to"))])
    } reverse: { target in
      guard target.tab == .pokedex, target.stack?.count == 2,
        case .evolution(let from, let to) = target.stack?[1].route
      else {
        return nil
      }
      return LinkValues(path: ["id": "\(from)", "to": "\(to)"])
    }
    try router.register("berries/:id") { p in
      LinkTarget(tab: .berries, routes: [.berry(id: try p.int("id"))])
    } reverse: { target in
      guard target.tab == .berries, case .berry(let id)? = target.stack?.last?.route else {
        return nil
      }
      return LinkValues(path: ["id": "\(id)"])
    }
    try router.register("files/new") { _ in
      LinkTarget(tab: .files, routes: [.newFile])
    } reverse: { target in
      target.stack?.last?.route == .newFile ? LinkValues() : nil
    }
    try router.register("files/:name/edit") { p in
      LinkTarget(tab: .files, routes: [.editFile(try p.string("name"))])
    } reverse: { target in
      guard case .editFile(let name)? = target.stack?.last?.route else { return nil }
      return LinkValues(path: ["name": name])
    }
    try router.register("search/:query") { p in
      LinkTarget(
        tab: .search,
        routes: [.search(try p.string("query"), page: try p.queryValue("page", as: Int.self))])
    } reverse: { target in
      guard case .search(let query, let page)? = target.stack?.last?.route else { return nil }
      return LinkValues(path: ["query": query], query: page.map { ["page": "\($0)"] } ?? [:])
    }
    try router.register("moves/:kind") { p in
      LinkTarget(tab: .pokedex, routes: [.moves(try p.value("kind", as: LinkApp.MoveKind.self))])
    } reverse: { target in
      guard case .moves(let kind)? = target.stack?.last?.route else { return nil }
      return LinkValues(path: ["kind": kind.rawValue])
    }
    try router.register("trainers/:id") { p in
      LinkTarget(
        tab: .pokedex,
        routes: [.trainer(try p.value("id", as: UUID.self, parsedBy: UUID.init(uuidString:)))])
    } reverse: { target in
      guard case .trainer(let id)? = target.stack?.last?.route else { return nil }
      return LinkValues(path: ["id": id.uuidString])
    }
    try router.register("export", policy: .presentOver) { _ in
      LinkTarget(tab: nil, routes: [], presentations: [.init(StackElement(.export))])
    } reverse: { target in
      target.presentations.first?.root.route == .export ? LinkValues() : nil
    }
    return router
  }
}
