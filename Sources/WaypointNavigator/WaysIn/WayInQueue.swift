import WaypointCore
import WaypointLinks

/// A way in that waits, as a ``WayInQueue`` holds it: a navigator's, or a window registry's.
protocol WaitingEntry<Schema> {
  associatedtype Schema: NavigationSchema
  /// The way in as received, which an equal one joins.
  var wayIn: WayIn { get }
  /// The navigation its caller holds.
  var task: NavigationTask<Schema> { get }
  /// How many ways in may wait at once, by its router's limits.
  var waitingLimit: Int { get }
}

/// Ways in that wait, in arrival order, bounded: one home for what a navigator not ready and a
/// registry without a window both promise.
///
/// A way in equal to one already waiting joins it: it is not added, and its navigation settles with
/// the other's. Past the limit the oldest is dropped and handed back to be failed. Each operation
/// costs time independent of the queue's length, but for taking entries out, which is linear in it.
@MainActor struct WayInQueue<Entry: WaitingEntry> {
  /// The waiting entries, in arrival order.
  private(set) var entries: [Entry] = []
  /// The navigation of each waiting way in, by the way in: found without a walk.
  private var tasks: [WayIn: NavigationTask<Entry.Schema>] = [:]

  /// Adds an entry, or joins it to the equal one waiting.
  ///
  /// - Returns: The oldest entry, dropped to keep within the limit; the caller fails its navigation
  ///   with `LinkError.dropped(limit:)`.
  mutating func add(_ entry: Entry) -> Entry? {
    if let same = tasks[entry.wayIn] {
      let joining = entry.task
      same.whenSettled { joining.settle($0) }
      return nil
    }
    entries.append(entry)
    tasks[entry.wayIn] = entry.task
    guard entries.count > entry.waitingLimit else { return nil }
    let dropped = entries.removeFirst()
    tasks[dropped.wayIn] = nil
    return dropped
  }

  /// The navigation of the waiting way in equal to `wayIn`, if one waits.
  func task(for wayIn: WayIn) -> NavigationTask<Entry.Schema>? { tasks[wayIn] }

  /// Takes out the entries `selected` picks, in arrival order.
  mutating func take(where selected: (Entry) -> Bool) -> [Entry] {
    let taken = entries.filter(selected)
    guard !taken.isEmpty else { return [] }
    entries.removeAll(where: selected)
    for entry in taken { tasks[entry.wayIn] = nil }
    return taken
  }
}
