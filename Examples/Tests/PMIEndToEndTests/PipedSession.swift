import Foundation
import Testing

/// The real `pmi` in line mode, fed one command at a time through a pipe, so
/// a test can interleave two sessions as two terminals would.
final class PipedSession: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let lock = NSLock()
  private var output = ""

  init(_ arguments: [String]) throws {
    process.executableURL = PMIProcess.binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PMI_EXPORT_SECONDS"] = "0"
    process.environment = environment
    let stdout = Pipe()
    process.standardInput = input
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let text = String(decoding: handle.availableData, as: UTF8.self)
      self?.lock.withLock { self?.output += text }
    }
    try process.run()
  }

  /// Sends a command and waits until the screen it prints contains `expected`.
  func run(
    _ command: String, expecting expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = lock.withLock { output.count }
    input.fileHandleForWriting.write(Data((command + "\n").utf8))
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      let fresh = lock.withLock { String(output.dropFirst(before)) }
      if fresh.contains(expected) { return }
      Thread.sleep(forTimeInterval: 0.01)
    }
    Issue.record("“\(command)” never printed “\(expected)”", sourceLocation: sourceLocation)
  }

  /// Quits and waits for the exit status.
  func quit() -> Int32 {
    input.fileHandleForWriting.write(Data("quit\n".utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
