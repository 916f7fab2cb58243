/// The ordered entries pushed above a root, bottom first.
///
/// A tab's root is the tab's own screen and a presentation's root is its
/// ``Presentation/root`` entry; neither is part of the stack. A stack is a
/// read-only collection: change it through ``NavigationState`` so identities
/// stay unique and every change yields a ``StateTransition``.
///
/// ```swift
/// let top = state.activeStack.last?.route
/// let depth = state.activeStack.count
/// ```
public struct Stack<Schema: NavigationSchema>: Hashable, Codable, Sendable, RandomAccessCollection {
  /// The entries, bottom first.
  package var entries: [NavigationEntry<Schema>]

  package init(_ entries: [NavigationEntry<Schema>] = []) {
    self.entries = entries
  }

  /// The position of the bottom entry.
  public var startIndex: Int { entries.startIndex }
  /// The position after the top entry.
  public var endIndex: Int { entries.endIndex }
  /// The entry at `position`, bottom first.
  public subscript(position: Int) -> NavigationEntry<Schema> { entries[position] }

  /// The routes of the entries, bottom first.
  public var routes: [Schema.Route] { entries.map { $0.route } }

  /// Decodes a bare array of entries, the form snapshots use.
  public init(from decoder: any Decoder) throws {
    entries = try decoder.singleValueContainer().decode([NavigationEntry<Schema>].self)
  }

  /// Encodes as a bare array of entries.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(entries)
  }
}
