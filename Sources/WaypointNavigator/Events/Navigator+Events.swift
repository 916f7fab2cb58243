import Logging
import WaypointCore

extension Navigator {
  /// A new stream of every navigation's outcome from now on, for one subscriber, subscribed when
  /// this method returns (the "Using the Navigator" article's "Events").
  ///
  /// A stream created inside the task that iterates it subscribes only when the task first runs,
  /// after the navigations already waiting on the main actor.
  ///
  /// - Parameter limit: How many unread events a subscriber keeps; a slow one loses the oldest.
  /// - Returns: A stream that ends when the navigator goes away.
  public func events(bufferingNewest limit: Int = 256) -> AsyncStream<NavigationOutcome<Schema>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: NavigationOutcome<Schema>.self, bufferingPolicy: .bufferingNewest(limit))
    let token = followers.addStream(continuation)
    flags.hearsEvents = true
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in
        guard let self else { return }
        self.followers.removeStream(token)
        self.flags.hearsEvents = self.followers.hearEvents
      }
    }
    return stream
  }

  /// Sends an event to the timeline, every observer, every subscriber and the log.
  func report(_ event: NavigationOutcome<Schema>) {
    records.record(event)
    if flags.hearsEvents { followers.tell(event) }
    log(event)
  }

  /// Reports an applied transition; the outcome is made only for those who receive it, as the log
  /// needs no more than the transition.
  func reportApplied(_ transition: StateTransition<Schema>) {
    guard flags.hearsEvents else {
      records.record(.applied(transition))
      return logApplied(transition)
    }
    reportToEveryone(transition)
  }

  /// Reports an applied transition to observers and subscribers too.
  @inline(never)
  private func reportToEveryone(_ transition: StateTransition<Schema>) {
    report(.applied(transition))
  }

  /// Calls `observer` with every event as it happens, before any stream subscriber sees it, for
  /// the navigator's life; the test kit records navigations this way, so none is missed or late.
  package func addEventObserver(
    _ observer: @escaping @MainActor (NavigationOutcome<Schema>) -> Void
  ) {
    flags.hearsEvents = true
    _ = followers.events.add(observer)
  }

  /// Logs at debug level, as the Swift server guides ask of libraries for routine work: the kind,
  /// cause, step count and version.
  ///
  /// Route payloads, which may hold personal data, go out at trace.
  private func log(_ event: NavigationOutcome<Schema>) {
    switch event {
    case .applied(let transition):
      return logApplied(transition)
    case .denied(let transition, let reason):
      logger.debug("navigation denied", metadata: metadata(transition, ["reason": "\(reason)"]))
    case .redirected(let from, let to, _):
      logger.debug(
        "navigation redirected", metadata: metadata(from, ["redirect.steps": "\(to.steps.count)"]))
    case .failed(let cause, let error):
      logger.debug(
        "navigation failed", metadata: ["cause": "\(cause.rawValue)", "error": "\(error)"])
    }
    logger.trace("\(event)")
  }

  /// Logs an applied transition, as `log(_:)` logs any event.
  private func logApplied(_ transition: StateTransition<Schema>) {
    logger.debug(
      "navigation applied", metadata: metadata(transition, ["version": "\(versionValue)"]))
    logger.trace("\(NavigationOutcome<Schema>.applied(transition))")
  }

  private func metadata(_ transition: StateTransition<Schema>, _ extra: Logger.Metadata)
    -> Logger.Metadata
  {
    extra.merging(
      ["cause": "\(transition.cause.rawValue)", "steps": "\(transition.steps.count)"]
    ) { first, _ in first }
  }
}
