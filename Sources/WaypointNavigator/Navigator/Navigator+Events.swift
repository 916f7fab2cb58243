import Logging
import WaypointCore
import WaypointLinks

extension Navigator {
  /// A new stream of every navigation event from now on.
  ///
  /// Each call makes an independent subscriber. Streams buffer the newest
  /// `limit` events, so a slow subscriber loses old events rather than holding
  /// navigation back. A stream ends when the navigator goes away.
  ///
  /// ```swift
  /// Task {
  ///   for await event in navigator.events() { analytics.record(event) }
  /// }
  /// ```
  ///
  /// - Parameter limit: How many unread events a subscriber keeps.
  /// - Returns: A stream that ends when the navigator goes away.
  public func events(bufferingNewest limit: Int = 256) -> AsyncStream<NavigationEvent<Schema>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: NavigationEvent<Schema>.self, bufferingPolicy: .bufferingNewest(limit))
    let id = nextSubscriber
    nextSubscriber += 1
    subscribers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[id] = nil }
    }
    return stream
  }

  /// Sends an event to every subscriber and to the log.
  func report(_ event: NavigationEvent<Schema>) {
    for subscriber in subscribers.values { subscriber.yield(event) }
    log(event)
  }

  /// Info records carry the kind, cause, step count and version; route payloads
  /// (which may hold personal data) appear only at debug level.
  private func log(_ event: NavigationEvent<Schema>) {
    switch event {
    case .applied(let transition, let version):
      logger.info("navigation applied", metadata: metadata(transition, ["version": "\(version)"]))
    case .denied(let transition, let reason):
      logger.notice("navigation denied", metadata: metadata(transition, ["reason": "\(reason)"]))
    case .redirected(let from, let to, _):
      logger.notice(
        "navigation redirected", metadata: metadata(from, ["redirect.steps": "\(to.steps.count)"]))
    case .rejected(let cause, let error):
      logger.warning(
        "navigation rejected", metadata: ["cause": "\(cause.rawValue)", "error": "\(error)"])
    }
    logger.debug("\(event)")
  }

  private func metadata(_ transition: Transition<Schema>, _ extra: Logger.Metadata)
    -> Logger.Metadata
  {
    extra.merging(
      ["cause": "\(transition.cause.rawValue)", "steps": "\(transition.steps.count)"]
    ) { first, _ in first }
  }
}
