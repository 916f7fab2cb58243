import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

@Suite struct SnapshotCoderTests {
  typealias F = SnapshotFixtures

  private func restore(_ json: String, coder: SnapshotCoder<TestApp> = F.coder)
    throws(RestorationError) -> RestoredState<TestApp>
  {
    try coder.restore(from: F.data(json))
  }

  @Test func aStateRoundTripsWithNoIssues() throws {
    let state = F.richState
    let restored = try F.coder.restore(from: try F.coder.encode(state))
    #expect(restored.state == state)
    #expect(restored.isComplete)
  }

  @Test func aBareStateFromBeforeTheEnvelopeIsRead() throws {
    let state = F.richState
    let restored = try F.coder.restore(from: try JSONEncoder().encode(state))
    #expect(restored.state == state)
    #expect(restored.isComplete)
  }

  /// One damaged snapshot, what must survive, and the report it must give.
  struct Damage: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let issues: [(place: RestorationIssue.Place, position: Int?, dropped: Int)]
    let check: @Sendable (TestState) -> Bool
    var testDescription: String { name }
  }

  static let entryList = #"{"id":1,"route":{"list":{}}}"#
  static let entryAbout = #"{"id":2,"route":{"about":{}}}"#

  static func state(
    home: String = "", selected: String = "home", presentations: String = "", next: String = "100",
    extraTabs: String = ""
  ) -> String {
    let presented = presentations.isEmpty ? "" : #","presentations":[\#(presentations)]"#
    return
      #"{"format":1,"app":1,"state":{"next":\#(next),"tabs":[{"tab":"home","stack":[\#(home)]},{"tab":"search","stack":[]}\#(extraTabs)],"selected":"\#(selected)"\#(presented)}}"#
  }

  static func sheet(id: Int, root: String) -> String {
    #"{"id":\#(id),"style":"sheet","root":\#(root),"stack":[]}"#
  }

  static let damages: [Damage] = [
    Damage(
      name: "an unknown route cuts its stack there",
      json: state(home: entryList + #",{"id":3,"route":{"dragon":{}}},"# + entryAbout),
      issues: [(.tab("home"), 1, 2)], check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an identity of the wrong type cuts its stack there",
      json: state(home: entryList + #",{"id":"two","route":{"about":{}}}"#),
      issues: [(.tab("home"), 1, 1)], check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a stack that is not a list is dropped",
      json:
        #"{"format":1,"app":1,"state":{"tabs":[{"tab":"home","stack":{"id":1}}],"selected":"home"}}"#,
      issues: [(.tab("home"), 0, 0)], check: { $0.allEntries.isEmpty }),
    Damage(
      name: "an unknown tab's stack is dropped and the others stay",
      json: state(home: entryList, extraTabs: #",{"tab":"pokedex","stack":[\#(entryAbout)]}"#),
      issues: [(.tab("pokedex"), nil, 1)],
      check: { $0.routes(.tab(.home)) == [.list] && $0.allEntries.count == 1 }),
    Damage(
      name: "a tab of the wrong type is dropped",
      json: state(home: entryList, extraTabs: #",{"tab":5,"stack":[\#(entryAbout)]}"#),
      issues: [(.tab("?"), nil, 1)], check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a tab listed twice keeps the first",
      json: state(home: entryList, extraTabs: #",{"tab":"home","stack":[\#(entryAbout)]}"#),
      issues: [(.tab("home"), nil, 1)], check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an unknown selected tab falls back to the default tab",
      json: state(home: entryList, selected: "pokedex"),
      issues: [(.selectedTab, nil, 0)],
      check: { $0.selectedTab == .home && $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a repeated identity cuts where it repeats",
      json: state(home: entryList + "," + #"{"id":1,"route":{"about":{}}}"#),
      issues: [(.tab("home"), 1, 1)], check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an identity repeated in a presentation drops that presentation",
      json: state(home: entryList, presentations: sheet(id: 1, root: entryAbout)),
      issues: [(.presentation(0), nil, 1)],
      check: { $0.presentations.isEmpty && $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a stack deeper than the limit is cut at the limit",
      json: state(
        home: (1...300).map { #"{"id":\#($0),"route":{"list":{}}}"# }.joined(separator: ","),
        next: "1000"),
      issues: [(.tab("home"), 256, 44)], check: { $0.routes(.tab(.home)).count == 256 }),
    Damage(
      name: "an unreadable presentation root drops it and those above",
      json: state(
        presentations: [
          sheet(id: 10, root: #"{"id":11,"route":{"list":{}}}"#),
          sheet(id: 12, root: #"{"id":13,"route":{"ghost":{}}}"#),
          sheet(id: 14, root: #"{"id":15,"route":{"about":{}}}"#),
        ].joined(separator: ",")),
      issues: [(.presentation(1), nil, 2)], check: { $0.presentations.map(\.root.route) == [.list] }
    ),
    Damage(
      name: "presentations past the limit are cut",
      json: state(
        presentations: (0..<20).map {
          sheet(id: 10 + 2 * $0, root: #"{"id":\#(11 + 2 * $0),"route":{"list":{}}}"#)
        }.joined(separator: ",")),
      issues: [(.presentation(16), nil, 4)], check: { $0.presentations.count == 16 }),
    Damage(
      name: "a hostile identity counter is recomputed",
      json: state(home: entryList, next: "18446744073709551615"),
      issues: [(.snapshot, nil, 0)], check: { $0.nextIdentity == 2 }),
    Damage(
      name: "a counter below the identities in use is recomputed",
      json: state(home: entryList + "," + entryAbout, next: "1"),
      issues: [(.snapshot, nil, 0)], check: { $0.nextIdentity == 3 }),
    Damage(
      name: "an identity beyond the counter's bound cuts the stack",
      json: state(home: entryList + #",{"id":9007199254740993,"route":{"about":{}}}"#),
      issues: [(.tab("home"), 1, 1)], check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "unreadable options are reset and the entry kept",
      json: state(home: #"{"id":1,"route":{"list":{}},"opt":{"locked":"yes"}}"#),
      issues: [(.tab("home"), nil, 0)],
      check: { $0.routes(.tab(.home)) == [.list] && !$0.activeStack.isEmpty }),
    Damage(
      name: "tabs that are not a list leave every tab empty",
      json: #"{"format":1,"app":1,"state":{"tabs":5,"selected":"search"}}"#,
      issues: [(.snapshot, nil, 0)], check: { $0.allEntries.isEmpty && $0.selectedTab == .search }),
    Damage(
      name: "a missing selection and counter are filled in",
      json: #"{"format":1,"state":{"tabs":[{"tab":"home","stack":[\#(entryList)]}]}}"#,
      issues: [(.selectedTab, nil, 0)], check: { $0.selectedTab == .home && $0.nextIdentity == 2 }),
  ]

  @Test(arguments: damages)
  func damagedSnapshotsRestoreWhatTheyCanAndSayWhatTheyCouldNot(_ damage: Damage) throws {
    let restored = try restore(damage.json)
    #expect(restored.state.invariantViolations().isEmpty)
    #expect(damage.check(restored.state), "restored \(restored.state)")
    let actual = restored.issues.map { ($0.place, $0.position, $0.droppedEntries) }
    #expect(actual.count == damage.issues.count, "issues: \(restored.issues)")
    for (got, want) in zip(actual, damage.issues) {
      #expect(
        got.0 == want.place && got.1 == want.position && got.2 == want.dropped,
        "got \(restored.issues)")
    }
    #expect(restored.issues.allSatisfy { !$0.reason.isEmpty })
  }

  @Test(arguments: [
    ("", RestorationError.empty),
    ("hello", .unreadable("")),
    (#"{"format":1,"app":1,"state":{"tabs":[{"tab":"home","stack":[{"id":1,"rou"#, .unreadable("")),
    ("[1,2,3]", .unreadable("")),
    (#"{"format":1,"app":1}"#, .unreadable("")),
    (#"{"format":99,"app":1,"state":{}}"#, .unsupportedFormat(found: 99, supported: 3)),
    ("WPX", .unreadable("")),
  ])
  func snapshotsWithNothingToSaveAreTypedErrors(json: String, expected: RestorationError) {
    do {
      _ = try restore(json)
      Issue.record("expected \(expected)")
    } catch {
      switch (error, expected) {
      case (.unreadable(let reason), .unreadable): #expect(!reason.isEmpty)
      default: #expect(error == expected)
      }
    }
  }

  @Test func aSnapshotPastTheSizeLimitIsRefusedBeforeParsing() throws {
    let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases, limits: .init(maximumBytes: 64))
    let data = try F.coder.encode(F.richState)
    #expect(throws: RestorationError.tooLarge(bytes: data.count, limit: 64)) {
      _ = try coder.restore(from: data)
    }
  }

  @Test func unknownTabsFallBackToTheConfiguredDefault() throws {
    let coder = SnapshotCoder<TestApp>(tabs: [.home, .settings], defaultTab: .settings)
    let restored = try coder.restore(from: try F.coder.encode(F.richState))
    #expect(restored.state.tabs == [.home, .settings])
    #expect(restored.state.selectedTab == .settings)
    #expect(restored.issues.map(\.place) == [.tab("search"), .selectedTab])
  }

  @Test func errorsAndIssuesReadAsSentences() {
    #expect(
      RestorationError.tooLarge(bytes: 10, limit: 5).description
        == "The snapshot has 10 bytes; the limit is 5.")
    #expect(
      RestorationIssue(place: .tab("home"), position: 3, droppedEntries: 2, reason: "bad route")
        .description
        == "tab 'home' at 3: dropped 2 entries: bad route")
  }
}
