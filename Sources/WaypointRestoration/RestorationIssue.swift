import WaypointCore

/// One part of a snapshot that restoration left out, where it was, and why.
public struct RestorationIssue: Hashable, Sendable, CustomStringConvertible {
  /// Where in the snapshot the dropped part was.
  public enum Place: Hashable, Sendable, CustomStringConvertible {
    /// The whole snapshot (for example an identity counter out of range).
    case snapshot
    /// The selected tab.
    case selectedTab
    /// The stack of a tab, named as the snapshot spelled it.
    case tab(String)
    /// The presentation at this position, counted from the bottom.
    case presentation(Int)

    /// `tab 'pokedex'`, `presentation 1`, …
    public var description: String {
      switch self {
      case .snapshot: "snapshot"
      case .selectedTab: "selected tab"
      case .tab(let name): "tab '\(name)'"
      case .presentation(let index): "presentation \(index)"
      }
    }
  }

  /// Where the dropped part was.
  public let place: Place
  /// The position in the stack where the cut was made, if the issue is about a stack.
  public let position: Int?
  /// How many entries were dropped (0 when only a value was reset).
  public let droppedEntries: Int
  /// Why, usually the decoding error.
  public let reason: String

  /// Creates an issue; restoration does this for you.
  public init(place: Place, position: Int? = nil, droppedEntries: Int, reason: String) {
    self.place = place
    self.position = position
    self.droppedEntries = droppedEntries
    self.reason = reason
  }

  /// `tab 'pokedex' at 3: dropped 2 entries: …`
  public var description: String {
    let at = position.map { " at \($0)" } ?? ""
    let dropped = droppedEntries == 1 ? "1 entry" : "\(droppedEntries) entries"
    return "\(place)\(at): dropped \(dropped): \(reason)"
  }
}
