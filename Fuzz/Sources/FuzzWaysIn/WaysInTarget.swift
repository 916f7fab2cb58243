import Foundation
import FuzzDriver
import FuzzRouter
import Waypoint

/// One fuzz input as a way in other than a link, two ways.
///
/// As text, its lines are a kind (`a`, `e`, `n`, `q`, else a user activity with a web page), the
/// kind's name, then `name=value` values. As JSON, it is a system payload: a notification's,
/// quick action's or activity's user info, whose values `WayIn.values(from:)` takes, resolved as
/// each kind of way in. Resolving must never crash or put a raw control character in a message,
/// and a target with a way out must come back from it to itself.
func fuzzWaysIn(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Data(bytes: start, count: count)
  let text = String(decoding: bytes, as: UTF8.self)
  resolve(wayIn(fromLines: text), from: text)
  guard let payload = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
    return 0
  }
  let values = WayIn.values(from: payload)
  let name = values["category"] ?? values["type"] ?? "n"
  for wayIn in [
    WayIn.notification(category: name, values: values), .quickAction(type: name, values: values),
    .userActivity(type: name, values: values), .entity(type: name, id: values["id"] ?? ""),
  ] {
    resolve(wayIn, from: text)
  }
  return 0
}

/// The way in the lines of `text` describe.
func wayIn(fromLines text: String) -> WayIn {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let name = lines.count > 1 ? lines[1] : ""
  var values: [String: String] = [:]
  for line in lines.dropFirst(2) {
    let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
    values[parts.first ?? ""] = parts.count > 1 ? parts[1] : ""
  }
  return switch lines.first {
  case "e": .entity(type: name, id: values.values.first ?? "")
  case "n": .notification(category: name, values: values)
  case "q": .quickAction(type: name, values: values)
  case "a": .userActivity(type: name, values: values)
  default: .userActivity(type: name, values: values, webpage: lines.first)
  }
}

/// Resolves `wayIn`: no crash, no raw control character in what is said about it, and its way
/// out, if it has one, comes back to the same target.
func resolve(_ wayIn: WayIn, from input: String) {
  do throws(LinkError) {
    let target = try router.resolve(wayIn)
    requireNoRawControlCharacters(target.description, from: input.debugDescription)
    if let out = router.userActivity(for: target) {
      precondition((try? router.resolve(out)) == target, "the way out of \(wayIn) goes elsewhere")
    }
  } catch {
    requireNoRawControlCharacters(error.description, from: input.debugDescription)
    requireNoRawControlCharacters(wayIn.description, from: input.debugDescription)
  }
}

/// The symbol libFuzzer's runtime expects; the driver in `main.swift` passes
/// the same function, this export only satisfies the linker.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  fuzzWaysIn(start, count)
}

enum Seeds {
  static let inputs = [
    // A quick action, an entity, a notification, an activity, and one with a web page.
    "q\nq\nid=25", "e\ne\nid=007", "n\nn\nq=\u{1B}]0;x\u{07}\npage=2", "a\nevolution\nid=1\nto=2",
    "https://pmi.example.com/pokedex/3\nunknown",
    // System payloads: text and integer values, what is left out, control characters.
    #"{"category":"n","q":"pika","page":2,"aps":{"alert":"Ripe!"}}"#,
    #"{"type":"q","id":25,"date":1.5,"list":[1,2]}"#,
    #"{"type":"evolution","id":"1","to":2}"#,
    #"{"category":"n","q":"\u001b]2;x\u0007\u202e","page":"-1"}"#,
    #"{"type":"\u009b2J","id":99999999999999999999}"#,
  ]

  static func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, input) in inputs.enumerated() {
      try Data(input.utf8).write(to: folder.appendingPathComponent("seed-\(index)"))
    }
  }
}
