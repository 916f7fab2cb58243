public import WaypointCore

/// What the user saw and what navigation did: the newest entries, oldest first.
public struct NavigationTimeline<Schema: NavigationSchema>: Sendable, CustomStringConvertible {
  /// One thing that happened.
  public enum Entry: Sendable, CustomStringConvertible {
    /// A screen reached the top of what the user sees.
    case shown(ShownScreen<Schema>)
    /// A navigation was applied, denied, redirected or failed.
    case navigation(NavigationOutcome<Schema>)

    /// The screen's or the outcome's description.
    public var description: String {
      switch self {
      case .shown(let screen): screen.description
      case .navigation(let outcome): outcome.description
      }
    }
  }

  /// How many entries are kept: enough for the screens and decisions that led
  /// to a moment, few enough that a long session costs no more memory and
  /// recording reuses the same storage.
  package static var capacity: Int { 64 }

  /// The kept entries in a ring: `start` is the oldest once it is full.
  private var ring: [Entry] = []
  private var start = 0
  /// How many entries were ever recorded; the newest's number.
  package private(set) var recorded = 0
  /// The newest screen shown.
  package private(set) var lastShown: ShownScreen<Schema>?

  /// The kept entries, oldest first.
  public var entries: [Entry] { Array(ring[start...] + ring[..<start]) }

  /// The newest `count` entries, one a line, numbered from the first recorded.
  public func description(last count: Int) -> String {
    let shown = entries.suffix(count)
    guard !shown.isEmpty else { return "nothing yet" }
    let first = recorded - shown.count + 1
    return shown.enumerated().map { "#\(first + $0.offset) \($0.element)" }
      .joined(separator: "\n")
  }

  /// Every kept entry, one a line.
  public var description: String { description(last: Self.capacity) }

  mutating func record(_ outcome: NavigationOutcome<Schema>) {
    append(.navigation(outcome))
  }

  mutating func record(_ screen: ShownScreen<Schema>) {
    lastShown = screen
    append(.shown(screen))
  }

  private mutating func append(_ entry: Entry) {
    recorded += 1
    if ring.isEmpty { ring.reserveCapacity(Self.capacity) }
    guard ring.count == Self.capacity else { return ring.append(entry) }
    ring[start] = entry
    start = (start + 1) % Self.capacity
  }
}
