import Foundation
import Testing

/// The real `pmi` binary in a pseudo-terminal of a given size, as a user in
/// a terminal runs it: keys go in as bytes, the screen is read back through
/// ``ScreenEmulator``.
///
/// Needs nothing but the C library's `openpty`.
final class PTYSession: @unchecked Sendable {
  let process = Process()
  let master: Int32
  private let lock = NSLock()
  private var emulator: ScreenEmulator
  private var raw: [UInt8] = []
  private var errorData = Data()
  private let errors = Pipe()
  private let reader = ReaderControl()

  /// Starts `pmi arguments` in a `rows`×`columns` terminal.
  init(
    _ arguments: [String], rows: Int = 30, columns: Int = 100,
    environment extra: [String: String] = [:]
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw POSIXError(.ENOTTY)
    }
    self.master = master
    emulator = ScreenEmulator(rows: rows, columns: columns)
    process.executableURL = PMIProcess.binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["PMI_EXPORT_SECONDS"] = "0.3"
    environment["NO_COLOR"] = nil
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = errors
    try process.run()
    try terminal.close()
    startReading()
  }

  /// pmi started in a `rows`×`columns` terminal on `state`, once it has
  /// drawn its first frame.
  static func started(
    rows: Int = 30, columns: Int = 100, state: URL = PMIProcess.stateFile(),
    _ arguments: [String] = [], environment: [String: String] = [:]
  ) throws -> PTYSession {
    let session = try PTYSession(
      arguments + ["--state-file", state.path], rows: rows, columns: columns,
      environment: environment)
    session.waitFor("q quit")
    return session
  }

  /// The highlighted row of `screen`.
  static func highlighted(_ screen: [String]) -> String? {
    screen.first { $0.hasPrefix("▸ ") }
  }

  deinit {
    if process.isRunning { process.terminate() }
    hangUp()
  }

  /// Closes the terminal as a closed window does: pmi's writes fail with EIO
  /// from then on.
  ///
  /// The reader is stopped first. A `read` in progress on the master keeps
  /// it open whatever `close` says, so closing under a blocked reader would
  /// hang up nothing; that is why the reader polls instead of blocking.
  func hangUp() {
    guard reader.stop() else { return }
    close(master)
  }

  /// Reads what pmi draws until the terminal closes or the session hangs up.
  ///
  /// The thread holds the session weakly: a strong hold would keep a session
  /// whose pmi never quit alive for ever, so `deinit` would never stop pmi.
  private func startReading() {
    let master = master
    let reader = reader
    let thread = Thread { [weak self] in
      defer { reader.finish() }
      var buffer = [UInt8](repeating: 0, count: 8192)
      var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      while !reader.isStopping {
        let polled = poll(&ready, 1, 20)
        if polled == 0 || (polled < 0 && errno == EINTR) { continue }
        let count = read(master, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0, let self else { return }
        let bytes = Array(buffer[0..<count])
        self.lock.withLock {
          self.raw += bytes
          self.emulator.feed(bytes)
        }
      }
    }
    thread.start()
  }

  /// Types `text` as one burst.
  func send(_ text: String) {
    send(bytes: Array(text.utf8))
  }

  func send(bytes: [UInt8]) {
    // After `hangUp()` the descriptor is closed and its number may be reused.
    precondition(!reader.isStopping, "send after the terminal was hung up")
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        buffer.baseAddress.map { write(master, $0, buffer.count) } ?? 0
      }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// The screen now.
  var screen: [String] { lock.withLock { emulator.lines } }

  /// How long a wait lasts before the test calls it a hang.
  ///
  /// Long, because a loaded CI machine can take seconds to answer; a wait
  /// whose condition holds returns at once, so passing tests never wait this long.
  static let patience: Double = 120

  /// Everything pmi wrote to the terminal.
  var output: [UInt8] { lock.withLock { raw } }

  /// Waits until the screen shows what `expected` looks for; records the
  /// screen as an issue if it never does.
  @discardableResult
  func waitFor(
    _ what: String, timeout: Double = PTYSession.patience,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ([String]) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if expected(screen) { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    Issue.record(
      "never saw \(what); the screen was:\n\(screen.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
    return false
  }

  /// Waits for a line containing `text`.
  @discardableResult
  func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    waitFor("“\(text)”", sourceLocation: sourceLocation) { $0.contains { $0.contains(text) } }
  }

  /// Changes the window's size, as a terminal does: the size, then SIGWINCH.
  ///
  /// - Parameters:
  ///   - rows: The window's rows.
  ///   - columns: The window's columns.
  ///   - signalling: Whether pmi is told; a process stopped in the
  ///     background is not (the shell in the foreground gets the signal).
  func resize(rows: Int, columns: Int, signalling: Bool = true) {
    precondition(!reader.isStopping, "resize after the terminal was hung up")
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    lock.withLock { emulator.resize(rows: rows, columns: columns) }
    if signalling { kill(process.processIdentifier, SIGWINCH) }
  }

  /// Stops pmi as Ctrl-Z does, once it has handed the terminal back (its
  /// settings are the shell's again).
  @discardableResult
  func suspend(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    kill(process.processIdentifier, SIGTSTP)
    return waitForSettings("the terminal handed back", sourceLocation: sourceLocation) {
      $0.c_lflag & tcflag_t(ICANON) != 0
    }
  }

  /// Continues pmi as `fg` does, once it has taken the terminal again (raw mode).
  @discardableResult
  func resume(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    kill(process.processIdentifier, SIGCONT)
    return waitForSettings("raw mode again", sourceLocation: sourceLocation) {
      $0.c_lflag & tcflag_t(ICANON) == 0
    }
  }

  /// Waits until the terminal's settings are as `expected` says.
  private func waitForSettings(
    _ what: String, sourceLocation: SourceLocation, _ expected: (termios) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(Self.patience)
    while Date() < deadline {
      if expected(settings) { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    Issue.record("never saw \(what)", sourceLocation: sourceLocation)
    return false
  }

  /// Waits for pmi to exit; its status, or nil if it did not.
  func waitForExit(timeout: Double = PTYSession.patience) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    guard !process.isRunning else { return nil }
    return process.terminationStatus
  }

  /// What pmi wrote to standard error.
  var standardError: String {
    String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
  }

  /// The most memory pmi has held at once, in kilobytes (Linux's VmHWM).
  var peakMemory: Int? {
    let status = try? String(
      contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
    let line = status?.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
  }

  /// The terminal's settings now, as pmi left them.
  var settings: termios {
    precondition(!reader.isStopping, "settings read after the terminal was hung up")
    var settings = termios()
    tcgetattr(master, &settings)
    return settings
  }
}

/// Tells the reader thread to stop and waits until it has, so that nothing
/// reads the master when it is closed.
private final class ReaderControl: @unchecked Sendable {
  private let lock = NSLock()
  private let finished = DispatchSemaphore(value: 0)
  private var stopping = false

  var isStopping: Bool { lock.withLock { stopping } }

  /// Stops the reader once; false when it was already stopped.
  ///
  /// The wait is bounded: if the session's last reference goes on the reader
  /// thread itself, its `deinit` lands here and the reader cannot signal.
  func stop() -> Bool {
    let first = lock.withLock {
      defer { stopping = true }
      return !stopping
    }
    guard first else { return false }
    _ = finished.wait(timeout: .now() + 2)
    return true
  }

  /// Called by the reader as it ends, for whatever reason.
  func finish() {
    finished.signal()
  }
}
