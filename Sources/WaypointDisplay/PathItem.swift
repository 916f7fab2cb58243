package import WaypointCore

/// One element of a `NavigationStack` path bound to Waypoint: an entry on the
/// stack, or a route a `NavigationLink` asked to push.
///
/// Path items compare and hash by identity alone, never by route: two pushes
/// of one route are two screens, and an entry whose options change is still
/// the same screen to SwiftUI. A link's value is a *request*
/// (``request(_:options:)``); once the navigator has pushed it, the entry that
/// results keeps the request's identity, so SwiftUI never sees the screen
/// replaced.
package struct PathItem<Schema: NavigationSchema>: Hashable, Sendable {
  /// What identifies an item to SwiftUI.
  enum Key: Hashable, Sendable {
    /// An entry on the stack.
    case entry(EntryID)
    /// A route a link asked to push, with the link's generation: it changes
    /// once a screen the link pushed has left, so that a stale write of the
    /// old value is told apart from a new tap.
    case request(StackElement<Schema>, generation: UInt64)
  }

  let key: Key
  /// The screen's route.
  package let route: Schema.Route
  /// The screen's options: its back lock and selection.
  package let options: EntryOptions<Schema.Selection>
  /// The entry this item shows; `nil` for a request not pushed yet.
  package let entryID: EntryID?

  init(entry: NavigationEntry<Schema>, key: Key? = nil) {
    self.key = key ?? .entry(entry.id)
    self.route = entry.route
    self.options = entry.options
    self.entryID = entry.id
  }

  /// A link's request to push `element`.
  init(request element: StackElement<Schema>, generation: UInt64) {
    self.key = .request(element, generation: generation)
    self.route = element.route
    self.options = element.options
    self.entryID = nil
  }

  /// Whether this item is a link's request that the navigator has not pushed yet.
  package var isRequest: Bool {
    if case .request = key, entryID == nil { return true }
    return false
  }

  /// Whether the user may go back from this screen; the glue hides the back
  /// button of a locked screen.
  package var isBackLocked: Bool { options.isBackLocked }

  /// The route and options, as the navigator pushes them.
  var element: StackElement<Schema> { StackElement(route, options: options) }

  /// The items in order, each once: two quick taps on one link before
  /// SwiftUI re-reads the path append the same request twice.
  static func distinct(_ items: some Sequence<PathItem>) -> [PathItem] {
    var seen = Set<PathItem>()
    return items.filter { seen.insert($0).inserted }
  }

  package static func == (lhs: PathItem, rhs: PathItem) -> Bool { lhs.key == rhs.key }

  package func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
