import Foundation

/// Reads the keyboard on a thread of its own and hands keys over in batches:
/// everything one read returned, decoded, as one call.
///
/// Escape is told from the start of a sequence the way terminal programs do:
/// when input stops right after ESC (or in the middle of a sequence), the
/// reader waits ``escapeDelay`` milliseconds for the rest before deciding.
public final class InputReader: Sendable {
  private let descriptor: Int32
  private let escapeDelay: Int32
  private let deliver: @Sendable ([Key]) -> Void
  private let end: @Sendable () -> Void

  /// Creates a reader; nothing is read until ``start()``.
  ///
  /// - Parameters:
  ///   - descriptor: What to read, standard input (0) by default.
  ///   - escapeDelay: How long an unfinished sequence waits, in milliseconds.
  ///   - deliver: Called on the reader's thread with each batch of keys.
  ///   - end: Called once when input ends or fails (the terminal closed).
  public init(
    descriptor: Int32 = 0, escapeDelay: Int32 = 30,
    deliver: @escaping @Sendable ([Key]) -> Void, end: @escaping @Sendable () -> Void
  ) {
    self.descriptor = descriptor
    self.escapeDelay = escapeDelay
    self.deliver = deliver
    self.end = end
  }

  /// Starts reading on a new thread, until input ends.
  public func start() {
    let thread = Thread { [self] in run() }
    thread.name = "pmi input"
    thread.start()
  }

  private func run() {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      if decoder.isWaiting, !inputArrives(within: escapeDelay) {
        let keys = decoder.flush()
        if !keys.isEmpty { deliver(keys) }
        continue
      }
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else {
        end()
        return
      }
      let keys = decoder.decode(buffer[0..<count])
      if !keys.isEmpty { deliver(keys) }
    }
  }

  private func inputArrives(within milliseconds: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&request, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      return ready != 0
    }
  }
}
