import Foundation
import Testing
import Waypoint

@testable import PocketMonsterIndex

/// The app's navigation map: kept in `Examples/navigation-map.json`, so a
/// change to the link table shows in review, and every example in it works.
@Suite struct PMIMapTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("navigation-map.json")

  /// The checked-in map is the app's.
  ///
  /// When this fails, the link table changed: write the file again with
  /// `swift run --package-path Examples pmi map > Examples/navigation-map.json`
  /// and review the difference. Compared as maps, not bytes: how
  /// `JSONEncoder` spaces an empty array differs between Foundations.
  @Test func theMapFileIsTheAppsMap() throws {
    let saved = try JSONDecoder().decode(NavigationMap<PMI>.self, from: Data(contentsOf: Self.file))
    #expect(saved == (try PMILinks.router(catalogue: PMILinksTests.catalogue).map()))
    let printed = try PMILinks.mapJSON(catalogue: PMILinksTests.catalogue)
    #expect(try JSONDecoder().decode(NavigationMap<PMI>.self, from: Data(printed.utf8)) == saved)
  }

  @Test func everyExampleLeadsToItsTargetAndIsWrittenBackTheSame() throws {
    let router = PMILinks.router(catalogue: PMILinksTests.catalogue)
    let map = try router.map()
    #expect(map.patterns.count == 11)
    for pattern in map.patterns {
      let example = try #require(pattern.example, "\(pattern.pattern) has no example")
      let target = try #require(pattern.target)
      #expect(try router.resolve(.link(example)) == target)
      if pattern.writesLinks { #expect(router.link(for: target) == example) }
    }
  }

  @MainActor @Test func theTableNamesEachPatternsScreen() throws {
    let table = try PMILinks.mapTable(
      catalogue: PMILinksTests.catalogue, titles: PMILinksTests.app().title(of:))
    let rows = table.split(separator: "\n").map {
      $0.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(rows.first == ["Pattern", "Ways in", "Policy", "Example", "Opens"])
    #expect(
      rows.contains([
        "berries/:id", "the notification 'berry-ripe'", "dismissAndLand", "pmi://berries/16",
        "Berries › No. 16 Razz Berry",
      ]))
    #expect(
      rows.contains(["export", "presentOver", "pmi://export", "(the tab shown) › sheet: Export"]))
  }
}
