import Foundation
import FuzzDriver
import FuzzRouter
import Waypoint

/// One fuzz input as a link: resolving must never crash, no message about it
/// may carry a raw control character, and a target that has a canonical link
/// must resolve from that link to itself.
func fuzzLinks(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let link = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
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
  ]

  static func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, link) in links.enumerated() {
      try Data(link.utf8).write(to: folder.appendingPathComponent("seed-\(index)"))
    }
  }
}
