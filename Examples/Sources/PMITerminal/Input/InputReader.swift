import Foundation

/// Reads the keyboard on a thread of its own and hands keys over in batches:
/// everything one read returned, decoded, as one call.
///
/// A pause in the input decides what an unfinished sequence was, the way
/// terminal programs do: after a lone ESC, ``escapeDelay`` milliseconds
/// without input make it the Escape key; a sequence, string or paste that
/// has begun gets ``sequenceDelay``, much longer, since its rest is surely
/// on its way (over a slow link it may come in several packets), and is then
/// dropped whole (a paste is handed over as far as it came).
///
/// Input that ends or fails (EOF, or EIO when the terminal is closed) calls
/// `end` once and stops the reader.
public final class InputReader: Sendable {
  private let descriptor: Int32
  private let escapeDelay: Int32
  private let sequenceDelay: Int32
  private let deliver: @Sendable ([Key]) -> Void
  private let end: @Sendable () -> Void

  /// Creates a reader; nothing is read until ``start()``.
  ///
  /// - Parameters:
  ///   - descriptor: What to read, standard input (0) by default.
  ///   - escapeDelay: How long a lone ESC waits to be a sequence, in milliseconds.
  ///   - sequenceDelay: How long a sequence that has begun waits for its rest.
  ///   - deliver: Called on the reader's thread with each batch of keys.
  ///   - end: Called once when input ends or fails (the terminal closed).
  public init(
    descriptor: Int32 = 0, escapeDelay: Int32 = 30, sequenceDelay: Int32 = 1_000,
    deliver: @escaping @Sendable ([Key]) -> Void, end: @escaping @Sendable () -> Void
  ) {
    self.descriptor = descriptor
    self.escapeDelay = escapeDelay
    self.sequenceDelay = sequenceDelay
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
      if let delay = delay(for: decoder.wait), !inputArrives(within: delay) {
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

  /// How long a pause ends what the decoder waits for; nil to wait for ever.
  private func delay(for wait: KeyDecoder.Wait) -> Int32? {
    switch wait {
    case .nothing: nil
    case .escapeKey: escapeDelay
    case .restOfSequence: sequenceDelay
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
