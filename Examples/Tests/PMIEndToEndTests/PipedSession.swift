import Foundation
import Testing

/// The real `pmi` in line mode, fed one command at a time through a pipe, so
/// a test can interleave two sessions as two terminals would.
final class PipedSession: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let lock = NSLock()
  private var output = ""
  private var errorText = ""
  private var errorsEnded = false

  /// Starts pmi with `arguments` and `environment` over the test's own; as
  /// the user `user` (through setpriv) when given, for what only a user who
  /// is not root meets.
  init(
    _ arguments: [String], asUser user: UInt32? = nil, environment extra: [String: String] = [:]
  ) throws {
    if let user {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments =
        ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", PMIProcess.binaryForAnyUser.path]
        + arguments
    } else {
      process.executableURL = PMIProcess.binary
      process.arguments = arguments
    }
    var environment = ProcessInfo.processInfo.environment
    if user != nil { environment = PMIProcess.environmentForAnyUser(environment) }
    environment["PMI_EXPORT_SECONDS"] = "0"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let stdout = Pipe()
    process.standardInput = input
    process.standardOutput = stdout
    let stderr = Pipe()
    process.standardError = stderr
    stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let text = String(decoding: handle.availableData, as: UTF8.self)
      self?.lock.withLock { self?.output += text }
    }
    stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      if data.isEmpty { handle.readabilityHandler = nil }
      self?.lock.withLock {
        self?.errorText += String(decoding: data, as: UTF8.self)
        self?.errorsEnded = data.isEmpty
      }
    }
    try process.run()
  }

  /// What pmi wrote to standard error until it exited; call after ``quit()``.
  func errors() -> String {
    let deadline = Date().addingTimeInterval(PTYSession.patience)
    while Date() < deadline, !lock.withLock({ errorsEnded }) {
      Thread.sleep(forTimeInterval: 0.01)
    }
    return lock.withLock { errorText }
  }

  /// Sends a command and waits until the screen it prints contains `expected`.
  func run(
    _ command: String, expecting expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = lock.withLock { output.count }
    input.fileHandleForWriting.write(Data((command + "\n").utf8))
    let deadline = Date().addingTimeInterval(PTYSession.patience)
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
