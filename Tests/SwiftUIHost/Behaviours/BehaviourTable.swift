public import Foundation

/// The behaviour table of the "Using Waypoint with SwiftUI" article.
///
/// The table, under "SwiftUI's behaviours", is the one home of what SwiftUI does, each row graded
/// by its evidence. The host reads it from the article itself, so the article cannot say one thing
/// while the host plays another.
public struct BehaviourTable: Sendable {
  /// How strong a row's evidence is.
  public enum Grade: String, Sendable, CaseIterable {
    /// Apple's documentation or SDK says it.
    case documented
    /// A public issue, pull request or post shows it with a reproduction and its OS version.
    case reported
    /// No source shows it; the row says why it is assumed.
    case inferred
  }

  public struct Row: Sendable, Equatable {
    public let id: String
    public let behaviour: String
    public let systems: [SystemRange]
    public let grade: Grade
    /// The sources' link texts and addresses, in the order written.
    public let sources: [(text: String, url: String)]

    public static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
  }

  public let rows: [Row]

  /// A row of the table that does not read.
  public struct Malformed: Error, CustomStringConvertible {
    public let line: Int
    public let reason: String
    public var description: String { "behaviour table, line \(line): \(reason)" }
  }

  /// The article holding the table, in this checkout.
  public static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appending(path: "Sources/Waypoint/Waypoint.docc/Articles/UsingWaypointWithSwiftUI.md")

  /// Reads the table under the heading "## SwiftUI's behaviours" of `article`.
  public init(contentsOf article: URL = Self.article) throws {
    let lines = try String(contentsOf: article, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let heading = lines.firstIndex(of: "## SwiftUI's behaviours") else {
      throw Malformed(line: 0, reason: "no heading \"## SwiftUI's behaviours\"")
    }
    var rows: [Row] = []
    var number = heading + 1
    while number < lines.count, !lines[number].hasPrefix("| `") { number += 1 }
    while number < lines.count, lines[number].hasPrefix("| `") {
      rows.append(try Self.row(lines[number], line: number + 1))
      number += 1
    }
    guard !rows.isEmpty else { throw Malformed(line: heading + 1, reason: "no rows") }
    self.rows = rows
  }

  public subscript(id: String) -> Row? { rows.first { $0.id == id } }

  /// Reads one row: `| `id` | behaviour | systems | grade | sources |`.
  private static func row(_ text: Substring, line: Int) throws -> Row {
    let cells = text.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
      .map(\.trimmingSpaces)
    guard cells.count == 5 else {
      throw Malformed(line: line, reason: "\(cells.count) cells, not 5")
    }
    let id = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    guard let systems = SystemRange.list(cells[2]) else {
      throw Malformed(line: line, reason: "systems '\(cells[2])' do not read")
    }
    guard let grade = Grade(rawValue: String(cells[3].prefix { $0.isLetter })) else {
      throw Malformed(
        line: line, reason: "grade '\(cells[3])' is none of documented, reported, inferred")
    }
    return Row(
      id: id, behaviour: String(cells[1]), systems: systems, grade: grade,
      sources: links(in: cells[4]))
  }

  /// The markdown links `[text](url)` in `text`; an address may hold balanced parentheses, as
  /// Apple's do.
  static func links(in text: Substring) -> [(text: String, url: String)] {
    var links: [(String, String)] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
      let address = rest.index(after: close)
      guard address < rest.endIndex, rest[address] == "(" else {
        rest = rest[address...]
        continue
      }
      var depth = 0
      var end = address
      for index in rest[address...].indices {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" { depth -= 1 }
        if depth == 0 {
          end = index
          break
        }
      }
      guard depth == 0 else { break }
      links.append(
        (
          String(rest[rest.index(after: open)..<close]),
          String(rest[rest.index(after: address)..<end])
        ))
      rest = rest[rest.index(after: end)...]
    }
    return links
  }
}
