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
    /// A row of a split view's column that selects a route: rows compare by
    /// route alone, so the row showing the selected entry is highlighted
    /// whatever the entry's options.
    case row(Schema.Route)
  }

  /// What the item holds, behind one reference: SwiftUI copies whole paths,
  /// and copying a reference costs a few instructions where copying a
  /// generic route and options costs hundreds (about 220 an item, measured
  /// with scripts/benchmark-display), which made a depth-1,000 update cost 2.5
  /// times a depth-10 one.
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
  /// The screen's route.
  package var route: Schema.Route { storage.route }
  /// The screen's options: its back lock and selection.
  package var options: EntryOptions<Schema.Selection> { storage.options }
  /// The entry this item shows; `nil` for a request not pushed yet.
  package var entryID: EntryID? { storage.entryID }

  init(entry: NavigationEntry<Schema>, key: Key? = nil) {
    storage = Storage(
      key: key ?? .entry(entry.id), route: entry.route, options: entry.options, entryID: entry.id)
  }

  /// A link's request to push `element`.
  init(request element: StackElement<Schema>, generation: UInt64) {
    storage = Storage(
      key: .request(element, generation: generation), route: element.route,
      options: element.options, entryID: nil)
  }

  /// The value a row of a split view's column gives `List(selection:)` to
  /// select `element`: rows compare by route, whatever the options.
  package init(row element: StackElement<Schema>) {
    storage = Storage(
      key: .row(element.route), route: element.route, options: element.options, entryID: nil)
  }

  /// Whether this item is a route asked for (by a link, or a row of a split
  /// view's column) that the navigator has not pushed yet.
  package var isRequest: Bool {
    switch key {
    case .request, .row: entryID == nil
    case .entry: false
    }
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
