import Foundation
import Testing

/// Runs the built `pmi` binary with arguments and standard input, as a user's
/// shell script would, and captures what it prints.
struct PMIProcess {
  struct Result {
    let status: Int32
    let output: String
    let errors: String

    /// Line mode's output a screen at a time: the first screen, then each
    /// command as echoed (without its `» `) with what it printed.
    ///
    /// A test indexes it only after `try #require(screens.count > N)`: a
    /// short output then fails that test, where an index out of range would
    /// stop every test of the process.
    var screens: [String] { output.components(separatedBy: "\n» ") }
  }

  /// The `pmi` binary built next to this test bundle.
  static var binary: URL {
    let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = testBundle.deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("pmi")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/pmi")
  }

  /// The `pmi` binary as another user can run it: a copy, with its
  /// resources, in a folder anyone may enter, since the build folder may sit
  /// in a private one (`mktemp -d` makes folders only their owner enters).
  static let binaryForAnyUser: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pmi-any-user-\(UUID().uuidString)")
    let copy = folder.appendingPathComponent("pmi")
    let source = binary.deletingLastPathComponent()
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: false)
      try manager.copyItem(at: binary, to: copy)
      for bundle in try manager.contentsOfDirectory(atPath: source.path)
      where bundle.hasSuffix(".resources") {
        try manager.copyItem(
          at: source.appendingPathComponent(bundle), to: folder.appendingPathComponent(bundle))
      }
      _ = chmod(folder.path, 0o755)
    } catch {
      Issue.record("could not copy pmi for another user: \(error)")
    }
    return copy
  }()

  /// `environment` as another user's pmi can use it: a LeakSanitizer
  /// suppressions file (scripts/sanitize) is copied beside
  /// ``binaryForAnyUser``, since the clone it names may be private.
  static func environmentForAnyUser(_ environment: [String: String]) -> [String: String] {
    guard let options = environment["LSAN_OPTIONS"],
      let range = options.range(of: #"suppressions=[^:]*"#, options: .regularExpression)
    else { return environment }
    let source = String(options[range].dropFirst("suppressions=".count))
    let copy = binaryForAnyUser.deletingLastPathComponent().appendingPathComponent(
      "lsan-suppressions")
    if !FileManager.default.fileExists(atPath: copy.path) {
      try? FileManager.default.copyItem(atPath: source, toPath: copy.path)
      _ = chmod(copy.path, 0o644)
    }
    var environment = environment
    environment["LSAN_OPTIONS"] = options.replacingCharacters(
      in: range, with: "suppressions=\(copy.path)")
    return environment
  }

  /// A fresh folder for one test's state file.
  static func stateFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "pmi-e2e-\(UUID().uuidString)/navigation.wpt")
  }

  /// Runs pmi (or `executable`, a copy of it) with `arguments`, `input` on
  /// standard input, and `environment` over the test's own, in `directory`
  /// if given.
  static func run(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
    in directory: URL? = nil, executable: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable ?? binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PMI_EXPORT_SECONDS"] = "0"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    process.currentDirectoryURL = directory
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }
}
