import WaypointCore

/// An object or a list on its way into the compact encoding: a class, so that
/// a nested container handed out by an `Encoder` fills in after it is placed.
final class CompactContainer {
  let isObject: Bool
  var keys: [String] = []
  var values: [CompactValue] = []
  /// The byte length of the content, filled in by the size pass.
  var contentLength = 0

  init(isObject: Bool) {
    self.isObject = isObject
  }

  func append(_ value: CompactValue, key: String? = nil) {
    if let key { keys.append(key) }
    values.append(value)
  }
}
