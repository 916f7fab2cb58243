import Foundation
import FuzzDriver
import Waypoint

/// A link table with every parameter kind and overlapping static/parameter
/// branches, so fuzzed links reach backtracking, decoding and typed values.
enum FuzzApp: NavigationSchema {
  enum Tab: String, Hashable, Codable, Sendable { case pokedex, files, search }
  enum Kind: String, Hashable, Codable, Sendable { case fire, water }
  enum Route: Hashable, Codable, Sendable {
    case pokemon(Int)
    case evolution(Int, Int)
    case newFile
    case file(String)
    case search(String, page: Int?)
    case kind(Kind)
    case trainer(UUID)
  }
}

typealias Target = NavigationTarget<FuzzApp>

let router: LinkRouter<FuzzApp> = {
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

/// One fuzz input as a link: resolving must never crash, no message about it
/// may carry a raw control character, and a target that has a canonical link
/// must resolve from that link to itself.
func fuzzLinks(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let link = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  fuzzWayIn(link)
  let target: Target
  do throws(LinkError) {
    target = try router.resolve(.link(link))
  } catch {
    requireNoRawControlCharacters(error.description, from: link.debugDescription)
    requireNoRawControlCharacters(error.recoverySuggestion ?? "", from: link.debugDescription)
    requireNoRawControlCharacters(
      NavigationOutcome<FuzzApp>.failed(.deepLink, error).description, from: link.debugDescription)
    return 0
  }
  // A route carries the link's decoded text into the target's description.
  requireNoRawControlCharacters(target.description, from: link.debugDescription)
  for style in [LinkRouter<FuzzApp>.Style.customScheme, .universalLink] {
    guard let canonical = router.link(for: target, style: style) else { continue }
    guard let again = try? router.resolve(.link(canonical)) else {
      fatalError("canonical link '\(canonical)' for '\(link)' does not resolve")
    }
    precondition(again == target, "'\(canonical)' resolves elsewhere than '\(link)'")
  }
  return 0
}

/// The same input as any other way in.
///
/// Its lines are a kind (`a`, `e`, `n`, `q`, else a user activity with a
/// web page), the kind's name, then `name=value` values. Resolving must never crash or put a raw control
/// character in a message, and a target with a way out must come back from
/// it to itself.
func fuzzWayIn(_ text: String) {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let name = lines.count > 1 ? lines[1] : ""
  var values: [String: String] = [:]
  for line in lines.dropFirst(2) {
    let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
    values[parts.first ?? ""] = parts.count > 1 ? parts[1] : ""
  }
  let wayIn: WayIn =
    switch lines.first {
    case "e": .entity(type: name, id: values.values.first ?? "")
    case "n": .notification(category: name, values: values)
    case "q": .quickAction(type: name, values: values)
    case "a": .userActivity(type: name, values: values)
    default: .userActivity(type: name, values: values, webpage: lines.first)
    }
  do throws(LinkError) {
    let target = try router.resolve(wayIn)
    requireNoRawControlCharacters(target.description, from: text.debugDescription)
    if let out = router.userActivity(for: target) {
      precondition((try? router.resolve(out)) == target, "the way out of \(wayIn) goes elsewhere")
    }
  } catch {
    requireNoRawControlCharacters(error.description, from: text.debugDescription)
    requireNoRawControlCharacters(wayIn.description, from: text.debugDescription)
  }
}

/// The symbol libFuzzer's runtime expects; the driver in `main.swift` passes
/// the same function, this export only satisfies the linker.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  fuzzLinks(start, count)
}

enum Seeds {
  static let links = [
    "pmi://pokedex/25", "PMI://POKEDEX/%32%35/", "https://pmi.example.com/pokedex/1/evolutions/2",
    "pmi://files/new/edit", "pmi://files/a%20b/edit?x=1#f", "pmi://search/pika?page=2&q=a+b",
    "pmi://kinds/fire", "pmi://trainers/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "https://user@pmi.example.com:443//search/%E2%9A%A1",
    "pmi:pokedex/3", "pmi://pokedex/25%", "ftp://x/y",
    // Control characters for the messages to escape: C0, C1, bidi, and raw.
    "pmi://pokedex/%1b%5d2;x%07", "pmi://search/%c2%9b2J%e2%80%ae", "pmi://\u{1B}[2J/1",
    // Other ways in: a quick action, an entity, a notification, an activity.
    "q\nq\nid=25", "e\ne\nid=007", "n\nn\nq=\u{1B}]0;x\u{07}\npage=2", "a\nevolution\nid=1\nto=2",
    "https://pmi.example.com/pokedex/3\nunknown",
  ]

  static func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, link) in links.enumerated() {
      try Data(link.utf8).write(to: folder.appendingPathComponent("seed-\(index)"))
    }
  }
}
