import Foundation
import SwiftUIHost
import Testing

/// The behaviour table reads, every row is graded with what its grade needs, and every source the
/// code cites, and every row it names, is the table's.
@Suite struct BehaviourTableTests {
  static let checkout = TraceLibrary.folder.deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyRowHasOneIdAndTheSourcesItsGradeNeeds() throws {
    let table = try BehaviourTable()
    let ids = table.rows.map(\.id)
    #expect(Set(ids).count == ids.count, "a row id is repeated")
    for row in table.rows {
      switch row.grade {
      case .documented:
        #expect(
          !row.sources.isEmpty
            && row.sources.allSatisfy { $0.url.hasPrefix("https://developer.apple.com/") },
          "\(row.id): a documented row links Apple's page")
      case .reported:
        #expect(
          !row.sources.isEmpty
            && row.sources.allSatisfy { !$0.url.hasPrefix("https://developer.apple.com/") },
          "\(row.id): a reported row links the public report")
      case .inferred:
        #expect(
          !row.sources.isEmpty || row.behaviour.contains("no source says so")
            || row.behaviour.contains("No source") || row.behaviour.contains("no source"),
          "\(row.id): an inferred row without a source says there is none")
      }
    }
  }

  /// The files whose comments may cite SwiftUI's behaviour: the library, the example app, the
  /// host, the stand-in and the kit.
  static func citingFiles() throws -> [URL] {
    let folders = [
      "Sources", "Examples/Sources", "Tests/SwiftUIHost", "Tests/SwiftUIStandIn", "RecordingKit",
    ]
    var files: [URL] = []
    for folder in folders {
      let enumerator = FileManager.default.enumerator(
        at: checkout.appending(path: folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if ["swift", "md"].contains(url.pathExtension) { files.append(url) }
      }
    }
    return files
  }

  /// Words before a number that are not a source: a dialog's "Release #25?", a Pokédex number.
  static let notSources: Set<String> = ["Release", "with"]

  @Test func everySourceTheCodeCitesIsOneOfTheTables() throws {
    let table = try BehaviourTable()
    // `owner/repository #123`, `TCA #123`, `FlowStacks PR #12`: a thread cited by name and number.
    let citation = #/(?<name>[A-Za-z][A-Za-z0-9_.-]*(?:/[A-Za-z0-9_.-]+)?) (?:PR )?#[0-9]+/#
    let texts = Set(table.rows.flatMap { $0.sources.map(\.text) })
    let urls = Set(table.rows.flatMap { $0.sources.map(\.url) })
    var stray: [String] = []
    for file in try Self.citingFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: citation) {
        let cited = String(match.output.0)
        guard !Self.notSources.contains(String(match.output.name)), !texts.contains(cited) else {
          continue
        }
        stray.append("\(file.lastPathComponent): \(cited)")
      }
      for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" || $0 == ")" })
      where word.hasPrefix("https://dev.to/")
        || (word.hasPrefix("https://github.com/")
          && ["/issues/", "/pull/", "/commit/", "/blob/", "/tree/"].contains { word.contains($0) })
      {
        let address = word.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:'\"`<>"))
        if !urls.contains(address) { stray.append("\(file.lastPathComponent): \(address)") }
      }
    }
    #expect(stray == [], "cited without a row of the behaviour table")
  }

  @Test func everyRowTheCodeNamesIsInTheTable() throws {
    let table = try BehaviourTable()
    // "row `pull-down-late-nil`", "rows `split-on-appear-twice`, `split-stale-column`".
    let rowNames = #/rows? (?<list>(?:`[a-z0-9-]+`(?:,\s*|\s+and\s+)?)+)/#
    let ids = Set(table.rows.map(\.id))
    var unknown: [String] = []
    for file in try Self.citingFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: rowNames) {
        for id in match.output.list.split(separator: "`")
        where id.first?.isLetter == true && !id.contains(" ") {
          if !ids.contains(String(id)) { unknown.append("\(file.lastPathComponent): \(id)") }
        }
      }
    }
    #expect(unknown == [])
  }

  @Test func aRowThatDoesNotReadIsReportedWithItsLine() throws {
    let article = FileManager.default.temporaryDirectory.appending(path: "table-\(UUID()).md")
    defer { try? FileManager.default.removeItem(at: article) }
    try """
    # An article

    ## SwiftUI's behaviours

    | Row | What SwiftUI does | Systems | Grade | Source |
    |---|---|---|---|---|
    | `a-row` | Something | iOS 17.0+ | rumoured | — |
    """.write(to: article, atomically: true, encoding: .utf8)
    #expect {
      try BehaviourTable(contentsOf: article)
    } throws: { error in
      (error as? BehaviourTable.Malformed)?.line == 7
    }
  }
}
