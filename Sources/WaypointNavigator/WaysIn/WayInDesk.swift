import WaypointCore
import WaypointLinks

/// Where ways in wait before they open: one home for what a navigator and a window registry both
/// promise.
///
/// A navigator's ways in wait until the app is ready, behind a navigation a guard is deciding on,
/// or until the presentations are gone; a registry's, until their window opens.
///
/// Bounded by the router's `maximumWaiting`: past it the oldest is dropped, handed back to be
/// failed. A way in equal to one waiting joins it: it shares its navigation (no task, closure or
/// entry more) and moves it to the newest place, as the user's newest request is the one to
/// honour. Adding, joining and dropping cost O(1) amortized, whatever the desk holds; taking out
/// costs a walk of what waits, which the limit bounds.
@MainActor struct WayInDesk<Schema: NavigationSchema> {
  /// Why a way in waits.
  enum Wait: Equatable {
    /// The app has not called `markReadyForWaysIn()` yet.
    case appNotReady
    /// Its pattern defers it and a presentation is up.
    case presentationUp
    /// A guard decides on an earlier navigation; it opens in its turn in the line.
    case line
    /// A window registry waits for a window: the one it asked for, or (`nil`) the first to open.
    case window(WindowID?)
    /// A window registry waits to ask for a new window: one request is out at a time.
    case newWindow
  }

  /// A way in as received: with the router that resolves it when its turn comes, or already
  /// resolved.
  enum Item {
    case unresolved(WayIn, LinkRouter<Schema>)
    case resolved(ResolvedWayIn<Schema>)

    var wayIn: WayIn {
      switch self {
      case .unresolved(let wayIn, _): wayIn
      case .resolved(let resolved): resolved.wayIn
      }
    }

    var waitingLimit: Int {
      switch self {
      case .unresolved(_, let router): router.limits.maximumWaiting
      case .resolved(let resolved): resolved.waitingLimit
      }
    }
  }

  /// A waiting way in, with the navigation its callers hold.
  struct Entry {
    var item: Item
    var wait: Wait
    let task: NavigationTask<Schema>
    /// How it asked to be shown when it arrived.
    var animation: NavigationAnimation
    /// Its place in the line, for ``Wait/line``: it opens before any navigation asked after it.
    var turn: UInt64 = 0

    var wayIn: WayIn { item.wayIn }
  }

  /// Whether the app is ready for ways in: a navigator's desk holds every way in until it is.
  var isReady: Bool

  /// The entries in arrival order; `nil` where one was taken or moved to a newer place.
  private var slots: [Entry?] = []
  /// The first slot that may hold an entry.
  private var head = 0
  /// The slot of each waiting way in.
  private var places: [WayIn: Int] = [:]

  init(isReady: Bool) {
    self.isReady = isReady
  }

  /// Whether no way in waits.
  var isEmpty: Bool { places.isEmpty }

  /// The waiting entries, in arrival order.
  var entries: [Entry] { slots[head...].compactMap { $0 } }

  /// Adds a way in, or joins it to the equal one waiting.
  ///
  /// - Returns: The navigation of the way in (the waiting one's when it joins), and the oldest
  ///   entry, dropped to keep within the limit; the caller fails its navigation with
  ///   `LinkError.dropped(limit:)`.
  mutating func add(_ entry: Entry) -> (task: NavigationTask<Schema>, dropped: Entry?) {
    var entry = entry
    if let place = places[entry.wayIn], let waiting = slots[place] {
      slots[place] = nil
      // The waiting one's reason (a window asked for keeps its way in) and navigation, the newest
      // copy's place and turn.
      entry = Entry(
        item: entry.item, wait: waiting.wait, task: waiting.task, animation: entry.animation,
        turn: entry.turn)
    }
    places[entry.wayIn] = slots.count
    slots.append(entry)
    compactIfSparse()
    guard places.count > entry.item.waitingLimit else { return (entry.task, nil) }
    return (entry.task, takeFirst(where: { _ in true }))
  }

  /// Takes out the entries `selected` picks, in arrival order.
  mutating func take(where selected: (Entry) -> Bool) -> [Entry] {
    var taken: [Entry] = []
    for index in head..<slots.count {
      guard let entry = slots[index], selected(entry) else { continue }
      slots[index] = nil
      places[entry.wayIn] = nil
      taken.append(entry)
    }
    skipEmptySlots()
    return taken
  }

  /// The turn of the oldest way in waiting for the line, if any.
  func nextLineTurn() -> UInt64? {
    slots[head...].first { $0?.wait == .line }??.turn
  }

  /// Takes out the oldest entry `selected` picks.
  mutating func takeFirst(where selected: (Entry) -> Bool) -> Entry? {
    guard let index = slots[head...].firstIndex(where: { $0.map(selected) ?? false }),
      let entry = slots[index]
    else { return nil }
    slots[index] = nil
    places[entry.wayIn] = nil
    skipEmptySlots()
    return entry
  }

  private mutating func skipEmptySlots() {
    while head < slots.count, slots[head] == nil { head += 1 }
    if head == slots.count {
      slots.removeAll(keepingCapacity: true)
      head = 0
    }
  }

  /// Rewrites the slots once most are empty, so joins and drops keep memory to what waits.
  private mutating func compactIfSparse() {
    guard slots.count > 32, slots.count > 2 * places.count else { return }
    let live = slots[head...].compactMap { $0 }
    slots = live
    head = 0
    for (index, entry) in live.enumerated() { places[entry.wayIn] = index }
  }
}
