import WaypointCore

/// Who follows a navigator, in one place: commit observers (the display, awaiters of returned
/// values, window sessions), event observers (the test kit) and event streams.
struct NavigatorFollowers<Schema: NavigationSchema> {
  var commits = ObserverList<StateTransition<Schema>>()
  var events = ObserverList<NavigationOutcome<Schema>>()
  private var streams: [Int: AsyncStream<NavigationOutcome<Schema>>.Continuation] = [:]
  private var nextStream = 0

  /// Whether any stream hears events, known without looking at the generic dictionary.
  private var hasStreams = false

  /// Whether anyone hears events, known without looking at the lists.
  @MainActor var hearEvents: Bool { hasStreams || !events.isEmpty }

  /// Adds a stream's continuation; returns the token that removes it.
  mutating func addStream(_ continuation: AsyncStream<NavigationOutcome<Schema>>.Continuation)
    -> Int
  {
    defer { nextStream += 1 }
    streams[nextStream] = continuation
    hasStreams = true
    return nextStream
  }

  mutating func removeStream(_ token: Int) {
    streams[token] = nil
    hasStreams = !streams.isEmpty
  }

  /// Sends an event to every observer, then every stream.
  @MainActor func tell(_ event: NavigationOutcome<Schema>) {
    events.notify(event)
    if hasStreams { for stream in streams.values { stream.yield(event) } }
  }

  /// Ends every stream: the navigator is gone.
  func finishStreams() {
    for stream in streams.values { stream.finish() }
  }
}
