package import WaypointCore

/// One element of a `NavigationStack` path bound to Waypoint: an entry on the stack, or a route a
/// `NavigationLink` asked to push.
///
/// Items compare by identity alone, never by route: two pushes of one route are two screens, and an
/// entry whose options change is the same screen. A link's value is a request; the entry it pushes
/// keeps the request's identity, so SwiftUI never sees the screen replaced.
package struct PathItem<Schema: NavigationSchema>: Hashable, Sendable {
  /// What identifies an item to SwiftUI.
  enum Key: Hashable, Sendable {
    case entry(EntryID)
    /// A route a link asked to push, with the link's generation (see ``LinkSlot``).
    case request(StackElement<Schema>, generation: UInt64)
    /// A row of a split view's column, compared by route alone, so the row of the selected entry is
    /// highlighted whatever its options.
    case row(Schema.Route)
  }

  /// What the item holds, behind one reference: SwiftUI copies whole paths, and copying a generic
  /// route and options cost about 220 instructions an item (scripts/benchmark-display), a
  /// depth-1,000 update 2.5 times a depth-10 one.
  private final class Storage: Sendable {
    let key: Key
    let route: Schema.Route
    let options: EntryOptions<Schema.Selection>
    let entryID: EntryID?

    init(
      key: Key, route: Schema.Route, options: EntryOptions<Schema.Selection>, entryID: EntryID?
    ) {
      self.key = key
      self.route = route
      self.options = options
      self.entryID = entryID
    }
  }

  private let storage: Storage

  var key: Key { storage.key }
  package var route: Schema.Route { storage.route }
  /// The screen's options: its back lock and selection.
  package var options: EntryOptions<Schema.Selection> { storage.options }
  /// The entry this item shows; `nil` for a request not pushed yet.
  package var entryID: EntryID? { storage.entryID }

  init(entry: NavigationEntry<Schema>, key: Key? = nil) {
    storage = Storage(
      key: key ?? .entry(entry.id), route: entry.route, options: entry.options, entryID: entry.id)
  }

  init(request element: StackElement<Schema>, generation: UInt64) {
    storage = Storage(
      key: .request(element, generation: generation), route: element.route,
      options: element.options, entryID: nil)
  }

  /// The value a split view column's row gives `List(selection:)` to select `element`.
  package init(row element: StackElement<Schema>) {
    storage = Storage(
      key: .row(element.route), route: element.route, options: element.options, entryID: nil)
  }

  /// Whether this item is a route a link or a row asked for, not pushed yet.
  package var isRequest: Bool {
    switch key {
    case .request, .row: entryID == nil
    case .entry: false
    }
  }

  /// Whether the screen is back-locked: the glue hides its back button.
  package var isBackLocked: Bool { options.isBackLocked }

  /// The route and options, as the navigator pushes them.
  var element: StackElement<Schema> { StackElement(route, options: options) }

  /// The items in order, each once: two quick taps on one link append the same request twice.
  static func distinct(_ items: some Sequence<PathItem>) -> [PathItem] {
    var seen = Set<PathItem>()
    return items.filter { seen.insert($0).inserted }
  }

  package static func == (lhs: PathItem, rhs: PathItem) -> Bool { lhs.key == rhs.key }

  package func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
