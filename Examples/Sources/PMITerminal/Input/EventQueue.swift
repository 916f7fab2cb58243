import Foundation

/// Events from other threads, taken all at once by the main loop.
///
/// A burst of input must cost one redraw and one save, not one per key: the
/// loop wakes once for however many events arrived meanwhile, handles them
/// all, then draws.
///
/// Input is bounded: at most ``inputLimit`` input events wait at once, and
/// input beyond that is dropped and counted (``takeDropped()``), so keys
/// that come faster than the app follows (a stuck key, a file sent to the
/// terminal) cost neither memory nor minutes of catching up. An urgent
/// event, such as the terminal hanging up, goes before everything waiting
/// and ends the input (``interrupt(with:)``).
public final class EventQueue<Event: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [Event] = []
  private var waitingInput = 0
  private var dropped = 0
  private var interrupted = false
  private let continuation: AsyncStream<Void>.Continuation

  /// Wakes the loop; several posts before it runs wake it once.
  public let wakeUps: AsyncStream<Void>

  /// The most input events that wait at once.
  public let inputLimit: Int

  /// An empty queue.
  ///
  /// - Parameter inputLimit: The most input events that wait at once; 1,024
  ///   keys is far more than anyone types ahead.
  public init(inputLimit: Int = 1_024) {
    self.inputLimit = inputLimit
    (wakeUps, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
  }

  /// Adds events that are not input (signals, the app's own changes) and
  /// wakes the loop; they are never dropped.
  public func post(_ new: [Event]) {
    lock.withLock { events += new }
    continuation.yield()
  }

  /// Adds one event and wakes the loop.
  public func post(_ event: Event) { post([event]) }

  /// Adds input, as much as fits under ``inputLimit``; the rest is dropped
  /// and counted, and all of it once the queue is interrupted.
  public func postInput(_ new: [Event]) {
    lock.withLock {
      let room = interrupted ? 0 : max(0, inputLimit - waitingInput)
      events += new.prefix(room)
      waitingInput += min(room, new.count)
      dropped += max(0, new.count - room)
    }
    continuation.yield()
  }

  /// Puts `event` before everything else, drops what waits, and takes no
  /// more input: for a hang-up or a request to quit, which must not wait
  /// behind a backlog of keys.
  public func interrupt(with event: Event) {
    lock.withLock {
      events = [event]
      waitingInput = 0
      interrupted = true
    }
    continuation.yield()
  }

  /// Whether ``interrupt(with:)`` was called: the loop stops handling the
  /// events it already took.
  public var isInterrupted: Bool { lock.withLock { interrupted } }

  /// Everything posted since the last call, oldest first.
  public func drain() -> [Event] {
    lock.withLock {
      defer {
        events.removeAll()
        waitingInput = 0
      }
      return events
    }
  }

  /// How many input events were dropped since the last call.
  public func takeDropped() -> Int {
    lock.withLock {
      defer { dropped = 0 }
      return dropped
    }
  }
}
