import WaypointCore

/// An encoder or decoder that knows its parent and its key instead of
/// carrying a coding-path array, so the path is built only when read (an
/// error message, a custom `Codable`): building it for every value cost a
/// large share of encoding and decoding time.
protocol CodingPathLink: AnyObject {
  var parentLink: (any CodingPathLink)? { get }
  var key: (any CodingKey)? { get }
}

extension CodingPathLink {
  /// The keys from the root to this value.
  var linkedCodingPath: [any CodingKey] {
    var keys: [any CodingKey] = []
    var node: (any CodingPathLink)? = self
    while let current = node {
      if let key = current.key { keys.append(key) }
      node = current.parentLink
    }
    return keys.reversed()
  }
}
