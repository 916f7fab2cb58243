import Foundation
import PMITerminal

/// Everything pmi prints outside the full screen, sanitised: a link or a
/// saved file can hold control characters, and standard output or error may
/// be the user's terminal.
enum Output {
  /// A line on standard output; line breaks inside it are kept.
  static func line(_ text: String) {
    let safe = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalText.sanitized(String($0)) }.joined(separator: "\n")
    write(safe + "\n", to: STDOUT_FILENO)
  }

  /// `pmi: message` on standard error.
  static func error(_ message: String) {
    write("pmi: " + TerminalText.sanitized(message) + "\n", to: STDERR_FILENO)
  }

  /// A question on standard error, without a line end.
  static func prompt(_ text: String) {
    write(TerminalText.sanitized(text), to: STDERR_FILENO)
  }

  /// Writes everything, ignoring a closed output: there is no one left to tell.
  private static func write(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        buffer.baseAddress.map { systemWrite(descriptor, $0 + offset, buffer.count - offset) } ?? 0
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}

/// `write(2)`, under a name the function above does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
