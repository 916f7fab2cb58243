import Foundation

/// Events from other threads, taken all at once by the main loop.
///
/// A burst of input must cost one redraw and one save, not one per key: the
/// loop wakes once for however many events arrived meanwhile, handles them
/// all, then draws.
public final class EventQueue<Event: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [Event] = []
  private let continuation: AsyncStream<Void>.Continuation

  /// Wakes the loop; several posts before it runs wake it once.
  public let wakeUps: AsyncStream<Void>

  /// An empty queue.
  public init() {
    (wakeUps, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
  }

  /// Adds events and wakes the loop.
  public func post(_ new: [Event]) {
    lock.withLock { events += new }
    continuation.yield()
  }

  /// Adds one event and wakes the loop.
  public func post(_ event: Event) { post([event]) }

  /// Everything posted since the last call, oldest first.
  public func drain() -> [Event] {
    lock.withLock {
      defer { events.removeAll() }
      return events
    }
  }
}
