import WaypointCore

/// The key `superEncoder()` and `superDecoder()` use when the caller gives
/// none, as Foundation's JSON coders do: `super`.
struct SuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }

  init() {}

  init?(stringValue: String) {
    guard stringValue == "super" else { return nil }
  }

  init?(intValue: Int) { nil }
}
