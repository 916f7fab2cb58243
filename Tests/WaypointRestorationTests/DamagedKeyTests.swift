import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// A key whose name is damaged in the file loses the part it held, and an issue says so: a reader
/// that took an unknown key for an absent one lost parts silently.
@Suite struct DamagedKeyTests {
  /// A state holding every part a snapshot has, options and return values included.
  static func everyPart() throws -> TestState {
    var state = TestState.fresh
    try state.arrangeTabs(TestApp.Tab.allCases, hidden: [.settings], sections: [.home: "Main"])
    try state.push(
      .list, options: EntryOptions(isBackLocked: true, selection: "7", returnPoint: "list"))
    try state.push(.about)
    try state.return(to: "list", with: 7)
    var target = NavigationTarget<TestApp>(tab: .search, stack: nil)
    target.searchQuery = "pika"
    try state.navigate(to: target)
    try state.present(.edit(1))
    try state.updatePresentation {
      $0.detents = [.medium, .large]
      $0.selectedDetent = .medium
      $0.dismissal = .guarded
    }
    try state.present(.detail(2), style: .popover)
    try state.updatePresentation { $0.anchor = "share" }
    return state
  }

  static let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases, restoresBackLocks: true)

  @Test func everyKeyNameDamagedIsReportedNeverLostSilently() throws {
    let state = try Self.everyPart()
    let text = String(decoding: try Self.coder.encode(state), as: UTF8.self)
    let keys = Set(text.matches(of: #/"([A-Za-z_0-9]+)" :/#).map { String($0.output.1) })
    #expect(
      keys.isSuperset(of: [
        "returns", "val", "search", "hidden", "section", "detents",
        "detent", "dismissal", "anchor", "opt", "locked", "sel", "ret", "presentations",
      ]))
    for key in keys.sorted() {
      let damaged = text.replacingOccurrences(of: "\"\(key)\" :", with: "\"\(key)e\" :")
      // A damaged format or state is refused whole, with a RestorationError: said, not silent.
      guard let restored = try? Self.coder.restore(from: Data(damaged.utf8)) else { continue }
      #expect(restored.state == state || !restored.issues.isEmpty, "'\(key)' lost silently")
    }
  }

  @Test func anUnknownKeyIsNamedWithItsByte() throws {
    let text =
      #"{"app":1,"format":1,"state":{"current":"home","next":2,"#
      + #""tabs":[{"name":"home","stack":[{"id":1,"route":{"list":{}},"opts":{"sel":"7"}}]},"#
      + #"{"name":"search","stack":[]},{"name":"settings","stack":[]}],"prsentations":[]}}"#
    func byte(_ key: String) throws -> Int {
      let range = try #require(text.range(of: "\"\(key)\""))
      return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }
    let restored = try Self.coder.restore(from: Data(text.utf8))
    #expect(
      restored.issues == [
        RestorationIssue(.unknownKey("opts", atByte: try byte("opts")), in: .snapshot),
        RestorationIssue(
          .unknownKey("prsentations", atByte: try byte("prsentations")), in: .snapshot),
      ])
    #expect(restored.state.stack(at: .tab(.home))?.map(\.route) == [.list])
  }

  /// The app's own values (a route here) hold the app's keys, which no scan calls unknown.
  @Test func theAppsOwnKeysAreNotUnknown() throws {
    let restored = try Self.coder.restore(from: Self.coder.encode(try Self.everyPart()))
    #expect(restored.issues == [])
  }

  /// A key written twice in one object, which the JSON parser reads as one, is reported with the
  /// byte of the second: what one of the two held is lost.
  @Test func aKeyWrittenTwiceIsReportedWithItsByte() throws {
    let text =
      #"{"app":1,"format":1,"state":{"current":"home","next":3,"#
      + #""tabs":[{"name":"home","stack":[{"id":1,"route":{"list":{}}}],"#
      + #""stack":[{"id":2,"route":{"about":{}}}]},{"name":"search","stack":[]},"#
      + #"{"name":"settings","stack":[]}]}}"#
    let second = try #require(text.ranges(of: #""stack""#).dropFirst().first)
    let byte = text.utf8.distance(from: text.startIndex, to: second.lowerBound)
    let restored = try Self.coder.restore(from: Data(text.utf8))
    #expect(
      restored.issues == [RestorationIssue(.repeatedKey("stack", atByte: byte), in: .snapshot)])
    #expect(restored.state.stack(at: .tab(.home))?.count == 1)
  }

  /// Every key of a snapshot holding every part whose value is text, a number or a word,
  /// written twice in turn: said, never silent.
  @Test func everyKeyWrittenTwiceIsReported() throws {
    let state = try Self.everyPart()
    let text = String(decoding: try Self.coder.encode(state), as: UTF8.self)
    var seen = Set<String>()
    for match in text.matches(of: #/"([A-Za-z_0-9]+)" : ("[^"]*"|[0-9a-z]+)/#)
    where seen.insert(String(match.output.1)).inserted {
      let (pair, key) = (String(match.output.0), String(match.output.1))
      let damaged = text.replacingOccurrences(of: pair, with: pair + ", " + pair)
      let restored = try Self.coder.restore(from: Data(damaged.utf8))
      let said = restored.issues.contains {
        if case .repeatedKey(key, _) = $0.reason { true } else { false }
      }
      #expect(said, "'\(key)' written twice, and nothing said")
    }
    #expect(seen.count > 10)
  }

  /// An object of many keys (a hostile file) still has its repeats found, by a set past 16 keys.
  @Test func aRepeatAmongManyKeysIsFound() throws {
    let many = (0..<20).map { #""k\#($0)":1,"# }.joined() + #""k3":2,"#
    let text =
      #"{"app":1,"format":1,"state":{"# + many
      + #""current":"home","next":1,"tabs":[]}}"#
    let restored = try Self.coder.restore(from: Data(text.utf8))
    let repeats = restored.issues.compactMap {
      if case .repeatedKey(let name, _) = $0.reason { name } else { nil }
    }
    #expect(repeats == ["k3"])
    #expect(
      restored.issues.filter { if case .unknownKey = $0.reason { true } else { false } }.count == 20
    )
  }
}
