import WaypointCore

/// The navigator's line: the navigations waiting their turn, in the order they were asked for, and
/// the one a guard is deciding on.
///
/// Navigations run one at a time. Ways in that arrive while the line is busy wait at the desk
/// instead (``WayInDesk``, bounded and joined), each with a turn from the same count, so a way in
/// still opens before any navigation asked after it.
@MainActor struct RequestLine<Schema: NavigationSchema> {
  /// The navigation a guard is deciding on.
  struct Deciding {
    let task: NavigationTask<Schema>
    /// The way in it opens, if it is one: a window that closes takes it back.
    let wayIn: ResolvedWayIn<Schema>?
    /// Whether a window that closed took it back: the guard's answer is then not applied.
    var isWithdrawn = false
  }

  /// The waiting navigations from `head` on, oldest first.
  private var waiting: [Navigator<Schema>.Request] = []
  private var head = 0
  // Flags beside the generic values: unspecialised generic code looks up the metadata of a generic
  // type to ask an array of it for its count or an optional of it for its case, which every
  // navigation would pay on its way through the line.
  /// Whether a navigation waits, known without looking at the list.
  private(set) var hasWaiting = false
  /// Whether a guard is deciding on a navigation, known without looking at it.
  private(set) var isDeciding = false
  /// The next turn to give: navigations and the ways in waiting for the line share one count.
  private var turns: UInt64 = 0
  /// Whether the line is being run; a navigation asked meanwhile joins it.
  var isRunning = false
  /// Whether navigations asked now run in the navigator's next turn (see `inNextTurn`).
  var isDeferring = false
  /// The navigation a guard is deciding on.
  var deciding: Deciding? {
    didSet { isDeciding = deciding != nil }
  }
  /// The animation of the innermost `withAnimation(_:_:)` running, if any.
  var animationScope: NavigationAnimation?

  /// Whether a navigation asked now must wait its turn.
  var isBusy: Bool { hasWaiting || isRunning || isDeferring || isDeciding }

  /// The next turn, for a navigation or a way in joining the line.
  mutating func takeTurn() -> UInt64 {
    defer { turns &+= 1 }
    return turns
  }

  /// The turn of the oldest waiting navigation.
  var nextTurn: UInt64? { hasWaiting ? waiting[head].turn : nil }

  mutating func append(_ request: Navigator<Schema>.Request) {
    waiting.append(request)
    hasWaiting = true
  }

  /// Takes the oldest waiting navigation; the storage is reused once the line empties.
  mutating func popFirst() -> Navigator<Schema>.Request? {
    guard hasWaiting else { return nil }
    let request = waiting[head]
    head += 1
    if head == waiting.count {
      waiting.removeAll(keepingCapacity: true)
      head = 0
      hasWaiting = false
    }
    return request
  }
}
