import Foundation
import PMILineMode

/// Every command once, with an argument where it takes one, and again with
/// numbers at the ends of what `Int` holds in its argument's place; the
/// corpus kept in Fuzz/Corpus/lines holds whole sessions.
enum Seeds {
  static let numbers = ["-9223372036854775808", "9223372036854775807", "-1", "0"]

  static func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var scripts: [String] = []
    for command in LineInterpreter.examples {
      scripts.append(command)
      guard let space = command.firstIndex(of: " ") else { continue }
      scripts += numbers.map { command[..<space] + " " + $0 }
    }
    for (index, script) in scripts.enumerated() {
      try Data((script + "\n").utf8).write(to: folder.appendingPathComponent("command-\(index)"))
    }
  }
}
