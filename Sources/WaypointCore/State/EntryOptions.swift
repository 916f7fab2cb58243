/// Per-screen settings that travel with an entry and are restored with it.
///
/// ```swift
/// // Land on C with item 7 selected.
/// try state.push(.c, options: EntryOptions(selection: "7"))
/// // A "finished" screen the user cannot go back from.
/// try state.push(.exportFinished, options: EntryOptions(isBackLocked: true))
/// ```
public struct EntryOptions<Selection: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
  /// Whether the user may navigate back from this entry.
  ///
  /// A transition caused by the user that would remove a locked entry is refused
  /// with ``NavigationError/backNavigationLocked(_:in:)``; the app itself can
  /// still pop or dismiss past it (see ``NavigationState/perform(_:_:)``).
  public var isBackLocked: Bool
  /// A small restorable selection inside the screen, such as a highlighted item.
  public var selection: Selection?

  /// Creates options; the defaults are an unlocked entry with no selection.
  @inlinable @inline(__always)
  public init(isBackLocked: Bool = false, selection: Selection? = nil) {
    self.isBackLocked = isBackLocked
    self.selection = selection
  }

  /// Decodes options, treating missing keys as their defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: EntryOptionsCodingKeys.self)
    isBackLocked = try container.decodeIfPresent(Bool.self, forKey: .isBackLocked) ?? false
    selection = try container.decodeIfPresent(Selection.self, forKey: .selection)
  }

  /// Encodes only what differs from the defaults, so typical snapshots stay small.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EntryOptionsCodingKeys.self)
    if isBackLocked { try container.encode(true, forKey: .isBackLocked) }
    try container.encodeIfPresent(selection, forKey: .selection)
  }
}

/// Outside the generic type so its metadata is static: nested in a generic
/// type, every container made with it cost runtime metadata look-ups
/// (measured in the restoration benchmark).
package enum EntryOptionsCodingKeys: String, CodingKey {
  case isBackLocked = "locked"
  case selection = "sel"
}
