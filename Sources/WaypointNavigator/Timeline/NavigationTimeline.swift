public import WaypointCore

/// What the user saw and what navigation did: the newest entries, oldest first.
public struct NavigationTimeline<Schema: NavigationSchema>: Sendable, CustomStringConvertible {
  /// One thing that happened.
  public enum Entry: Sendable, CustomStringConvertible {
    /// A screen reached the top of what the user sees (see
    /// ``Navigator/didShow(_:on:style:cause:animation:)``): its route (`nil` for a tab's own root),
    /// its stack, its presentation's style (`nil` on a tab), who caused the change that showed it
    /// and how that change asked to be shown.
    case shown(
      Schema.Route?, on: StackLocation<Schema>, style: PresentationStyle?, cause: TransitionCause,
      animation: NavigationAnimation)
    /// A navigation was applied, denied, redirected or failed.
    case navigation(NavigationOutcome<Schema>)

    /// `shown pokemon(25) on tab(pokedex) (deepLink)`, or the outcome's description: a tab's root
    /// is named by its tab; an animation other than the default is named after the cause.
    public var description: String {
      switch self {
      case .shown(let route, let location, let style, let cause, let animation):
        let style = style.map { " \($0)" } ?? ""
        let place = route == nil ? "" : " on \(location)"
        let manner = animation == .animated ? "" : ", \(animation)"
        return MessageText.describing(
          "shown \(Self.name(route, location))\(place)\(style) (\(cause)\(manner))")
      case .navigation(let outcome): return outcome.description
      }
    }

    static func name(_ route: Schema.Route?, _ location: StackLocation<Schema>) -> String {
      route.map { "\($0)" } ?? location.description
    }

    /// Whether the entry is a shown screen.
    var isShown: Bool {
      if case .shown = self { return true }
      return false
    }
  }

  /// How many entries are kept: enough for the screens and decisions that led to a moment, few
  /// enough that a long session costs no more memory and recording reuses the same storage.
  package static var capacity: Int { 64 }

  /// The kept entries in a ring: `start` is the oldest once it is full.
  private var ring: [Entry] = []
  private var start = 0
  /// The screen shown before each kept shown screen, in a ring of its own, oldest first from
  /// `shownStart`: a navigation's record touches `ring` alone, as it is made on every navigation,
  /// where unspecialised generic code pays for every generic type it names.
  private var before: [Screen?] = []
  private var shownStart = 0
  /// How many entries were ever recorded; the newest's number.
  package private(set) var recorded = 0
  /// Where the user is as the timeline is read, which its description ends with; a navigator's
  /// ``Navigator/timeline`` sets it.
  package var now: NavigationState<Schema>?
  /// The newest screen shown: its route and stack.
  package private(set) var lastShown: Screen?
  /// A screen by its route and stack; named only when a line is written, since naming a route
  /// reflects on it, which costs more than the rest of a navigation.
  package typealias Screen = (route: Schema.Route?, location: StackLocation<Schema>)

  /// The kept entries, oldest first.
  public var entries: [Entry] { Array(ring[start...] + ring[..<start]) }

  /// The newest `count` entries, one a line.
  ///
  /// They are numbered from the first recorded, and a shown screen ends with the screen shown before
  /// it. A navigator's timeline ends with where the user is now, its state's
  /// ``NavigationState/breadcrumb(tabTitle:title:)``: `now at pokedex › pokemon(id: 25)`.
  public func description(last count: Int) -> String {
    let now = now.map { "\nnow at \($0.breadcrumb())" } ?? ""
    return entryLines(last: count) + now
  }

  /// The newest `count` entries, one a line.
  private func entryLines(last count: Int) -> String {
    let kept = entries
    let shown = kept.suffix(count)
    guard !shown.isEmpty else { return "nothing yet" }
    // The kept shown screens are the newest of `before`, in the same order.
    var befores = Array(before[shownStart...] + before[..<shownStart]).suffix(
      shown.filter(\.isShown).count
    ).makeIterator()
    let first = recorded - shown.count + 1
    return shown.enumerated().map { offset, entry in
      let after = entry.isShown ? befores.next() ?? nil : nil
      let line = after.map {
        MessageText.describing(", after \(Entry.name($0.route, $0.location))")
      }
      return "#\(first + offset) \(entry)\(line ?? "")"
    }.joined(separator: "\n")
  }

  /// Every kept entry, one a line.
  public var description: String { description(last: Self.capacity) }

  mutating func record(_ outcome: NavigationOutcome<Schema>) {
    append(.navigation(outcome))
  }

  /// Records a screen shown unless it is the one already on top.
  mutating func record(
    _ route: Schema.Route?, on location: StackLocation<Schema>, style: PresentationStyle?,
    cause: TransitionCause, animation: NavigationAnimation
  ) {
    let last = lastShown
    guard last?.route != route || last?.location != location else { return }
    lastShown = (route, location)
    append(.shown(route, on: location, style: style, cause: cause, animation: animation))
    if before.isEmpty { before.reserveCapacity(Self.capacity) }
    guard before.count == Self.capacity else { return before.append(last) }
    before[shownStart] = last
    shownStart = (shownStart + 1) % Self.capacity
  }

  private mutating func append(_ entry: Entry) {
    recorded += 1
    if ring.isEmpty { ring.reserveCapacity(Self.capacity) }
    guard ring.count == Self.capacity else { return ring.append(entry) }
    ring[start] = entry
    start = (start + 1) % Self.capacity
  }
}
