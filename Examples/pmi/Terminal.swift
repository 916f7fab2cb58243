import Dispatch
import Foundation

/// The terminal in raw mode on the alternate screen; restored on every way out.
final class Terminal: @unchecked Sendable {
  /// Input from the keyboard, decoded, plus resizes and redraw requests.
  enum Event: Sendable {
    case key(Key)
    case resize
    case redraw
    case quit
  }

  enum Key: Sendable, Equatable {
    case up, down, left, right, enter, escape, backspace, tab, controlC
    case character(Character)
  }

  private var original = termios()
  private var isRaw = false
  private var signalSources: [any DispatchSourceSignal] = []

  /// Enters raw mode and the alternate screen; Ctrl-C then arrives as a key.
  func start() {
    tcgetattr(STDIN_FILENO, &original)
    var raw = original
    cfmakeraw(&raw)
    raw.c_oflag |= tcflag_t(OPOST)  // keep "\n" meaning a new line when drawing
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    isRaw = true
    write("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// Leaves the alternate screen and restores the terminal's settings.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write("\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  deinit { restore() }

  func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Rows and columns, read afresh so a resize is picked up at the next draw.
  var size: (rows: Int, columns: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0 else {
      return (24, 80)
    }
    return (Int(window.ws_row), Int(window.ws_col))
  }

  /// Keys from a reader thread, resizes and termination signals, as one stream.
  func events() -> (AsyncStream<Event>, AsyncStream<Event>.Continuation) {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else {
          continuation.yield(.quit)
          return
        }
        for key in Self.decode(Array(buffer[0..<count])) { continuation.yield(.key(key)) }
      }
    }
    reader.start()
    for (number, event) in [
      (SIGWINCH, Event.resize), (SIGTERM, .quit), (SIGHUP, .quit), (SIGINT, .quit),
    ] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { continuation.yield(event) }
      source.resume()
      signalSources.append(source)
    }
    return (stream, continuation)
  }

  /// Splits raw input into keys: escape sequences for arrows, UTF-8 for the rest.
  static func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        switch bytes[index + 2] {
        case UInt8(ascii: "A"): keys.append(.up)
        case UInt8(ascii: "B"): keys.append(.down)
        case UInt8(ascii: "C"): keys.append(.right)
        case UInt8(ascii: "D"): keys.append(.left)
        default: break
        }
        index += 3
        continue
      }
      switch byte {
      case 0x1B: keys.append(.escape)
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x09: keys.append(.tab)
      case 0x03: keys.append(.controlC)
      default:
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        let end = min(bytes.count, index + length)
        if let character = String(bytes: bytes[index..<end], encoding: .utf8)?.first {
          keys.append(.character(character))
        }
        index = end
        continue
      }
      index += 1
    }
    return keys
  }
}
