import Foundation

/// The terminal pmi draws on: raw mode, the alternate screen, mouse reports.
///
/// Nothing here traps. The terminal can close under pmi at any moment (the
/// window is closed, the SSH connection drops): a write then fails with EIO
/// or EPIPE, and pmi must still save the session and leave, so a failed
/// write only marks the terminal as gone, and restoring a terminal that is
/// gone does nothing.
public final class Terminal: @unchecked Sendable {
  private let input: Int32
  private let output: Int32
  private let lock = NSLock()
  private var original: termios?
  private var isFullScreen = false
  private var gone = false

  /// A terminal on standard input (0) and output (1).
  public init(input: Int32 = 0, output: Int32 = 1) {
    self.input = input
    self.output = output
  }

  /// Whether a write failed because the terminal is no longer there.
  public var isGone: Bool { lock.withLock { gone } }

  /// Raw mode, the alternate screen, no cursor, mouse reports and bracketed
  /// paste on.
  ///
  /// Called again after a suspension: the shell may have changed the
  /// settings while pmi was stopped, so they are set afresh each time.
  public func enterFullScreen() {
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { return }
    lock.withLock {
      if original == nil { original = settings }
      isFullScreen = true
    }
    var raw = settings
    cfmakeraw(&raw)
    raw.c_oflag |= tcflag_t(OPOST)  // "\n" still starts a new line
    // TCSADRAIN, not TCSAFLUSH: keys typed while pmi starts or resumes are
    // the user's, and must not be thrown away.
    _ = tcsetattr(input, TCSADRAIN, &raw)
    write(Self.enter)
  }

  /// Bracketed paste and mouse off, cursor back, main screen, the settings
  /// pmi found.
  public func leaveFullScreen() {
    let settings: termios? = lock.withLock {
      defer { isFullScreen = false }
      return isFullScreen ? original : nil
    }
    guard var settings else { return }
    write(Self.leave)
    _ = tcsetattr(input, TCSADRAIN, &settings)
  }

  /// Hands the terminal back to the shell and stops, as Ctrl-Z does.
  ///
  /// The caller takes the terminal again (``enterFullScreen()``) when SIGCONT
  /// says the shell continued it (`fg`): only then is the stop certain to
  /// have happened, since other threads may run on for a moment.
  public func suspend() {
    leaveFullScreen()
    // SIGSTOP cannot be caught or ignored, so this stops whatever handlers
    // are installed for SIGTSTP; sent to this thread, it takes effect before
    // the call returns.
    raise(SIGSTOP)
  }

  /// Writes `text`; false when the terminal is gone.
  @discardableResult
  public func write(_ text: String) -> Bool {
    guard !isGone else { return false }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        buffer.baseAddress.map { systemWrite(output, $0 + offset, buffer.count - offset) } ?? 0
      }
      if written >= 0 {
        offset += written
      } else if errno == EINTR || errno == EAGAIN {
        continue
      } else {
        lock.withLock { gone = true }
        return false
      }
    }
    return true
  }

  /// Rows and columns, read afresh so a resize shows at the next draw.
  public var size: (rows: Int, columns: Int) {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0
    else { return (24, 80) }
    return (Int(window.ws_row), Int(window.ws_col))
  }

  /// Alternate screen, no cursor, mouse clicks and wheel in SGR form, and
  /// bracketed paste, so pasted text comes marked as text, not keys.
  static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
  /// The reverse of ``enter``, and the colours reset.
  static let leave =
    "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"
}

/// `write(2)`, under a name the method above does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
