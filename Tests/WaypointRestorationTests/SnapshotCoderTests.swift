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
    /// The report, without the decoders' wording (see `withoutDetail`).
    let issues: [RestorationIssue]
    let check: @Sendable (TestState) -> Bool
    var testDescription: String { name }
  }

  typealias Failure = SnapshotDecodingFailure

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

  static func sheet(id: Int, root: String, style: String = "sheet") -> String {
    #"{"id":\#(id),"style":"\#(style)","root":\#(root),"stack":[]}"#
  }

  static let damages: [Damage] = [
    Damage(
      name: "an unknown route cuts its stack there",
      json: state(home: entryList + #",{"id":3,"route":{"dragon":{}}},"# + entryAbout),
      issues: [
        .init(
          .unreadableRoute(.at("state.tabs[0].stack[1].route", .typeMismatch(expected: "Route"))),
          in: .tab("home"), at: 1, droppedEntries: 2)
      ],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an identity of the wrong type cuts its stack there",
      json: state(home: entryList + #",{"id":"two","route":{"about":{}}}"#),
      issues: [
        .init(
          .unreadableEntry(.at("state.tabs[0].stack[1].id", .typeMismatch(expected: "UInt64"))),
          in: .tab("home"), at: 1, droppedEntries: 1)
      ],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an entry without a route cuts its stack there",
      json: state(home: entryList + #",{"id":2}"#),
      // JSONDecoder hands out a decoder for a missing key; decoding from it fails.
      issues: [
        .init(
          .unreadableRoute(
            .at("state.tabs[0].stack[1].route", .valueNotFound(expected: "Dictionary<String, Any>"))
          ),
          in: .tab("home"), at: 1, droppedEntries: 1)
      ],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a stack that is not a list is dropped",
      json:
        #"{"format":1,"app":1,"state":{"tabs":[{"tab":"home","stack":{"id":1}}],"selected":"home"}}"#,
      issues: [
        .init(
          .unreadableStack(.at("state.tabs[0].stack", .typeMismatch(expected: "Array<Any>"))),
          in: .tab("home"), at: 0)
      ],
      check: { $0.allEntries.isEmpty }),
    Damage(
      name: "a tab the app never had is dropped and the others stay",
      json: state(home: entryList, extraTabs: #",{"tab":"pokedex","stack":[\#(entryAbout)]}"#),
      issues: [
        .init(
          .unreadableTab(.at("state.tabs[2].tab", .dataCorrupted)), in: .tab("pokedex"),
          droppedEntries: 1)
      ],
      check: { $0.routes(.tab(.home)) == [.list] && $0.allEntries.count == 1 }),
    Damage(
      name: "a tab of the wrong type is dropped",
      json: state(home: entryList, extraTabs: #",{"tab":5,"stack":[\#(entryAbout)]}"#),
      issues: [
        .init(
          .unreadableTab(.at("state.tabs[2].tab", .typeMismatch(expected: "String"))),
          in: .tab("?"), droppedEntries: 1)
      ],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a tab listed twice keeps the first",
      json: state(home: entryList, extraTabs: #",{"tab":"home","stack":[\#(entryAbout)]}"#),
      issues: [.init(.repeatedTab, in: .tab("home"), droppedEntries: 1)],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an unreadable selected tab falls back to the default tab",
      json: state(home: entryList, selected: "pokedex"),
      issues: [
        .init(
          .unreadableSelectedTab(.at("state.selected", .dataCorrupted), fallback: "home"),
          in: .selectedTab)
      ],
      check: { $0.selectedTab == .home && $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a repeated identity cuts where it repeats",
      json: state(home: entryList + "," + #"{"id":1,"route":{"about":{}}}"#),
      issues: [.init(.identityUsedTwice(1), in: .tab("home"), at: 1, droppedEntries: 1)],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an identity repeated in a presentation drops that presentation",
      json: state(home: entryList, presentations: sheet(id: 1, root: entryAbout)),
      issues: [
        .init(
          .identityUsedTwice(1), in: .presentation(0), droppedEntries: 1, droppedPresentations: 1)
      ],
      check: { $0.presentations.isEmpty && $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an identity repeated by a presentation's root drops that presentation",
      json: state(home: entryList, presentations: sheet(id: 5, root: entryList)),
      issues: [
        .init(
          .identityUsedTwice(1), in: .presentation(0), droppedEntries: 1, droppedPresentations: 1)
      ],
      check: { $0.presentations.isEmpty && $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a presentation identity beyond the counter's bound drops that presentation",
      json: state(presentations: sheet(id: 9_007_199_254_740_993, root: entryList)),
      issues: [
        .init(
          .identityOutOfRange(9_007_199_254_740_993), in: .presentation(0), droppedEntries: 1,
          droppedPresentations: 1)
      ],
      check: { $0.presentations.isEmpty }),
    Damage(
      name: "a stack deeper than the limit is cut at the limit",
      json: state(
        home: (1...300).map { #"{"id":\#($0),"route":{"list":{}}}"# }.joined(separator: ","),
        next: "1000"),
      issues: [.init(.stackTooDeep(limit: 256), in: .tab("home"), at: 256, droppedEntries: 44)],
      check: { $0.routes(.tab(.home)).count == 256 }),
    Damage(
      name: "an unreadable presentation root drops it and those above",
      json: state(
        presentations: [
          sheet(id: 10, root: #"{"id":11,"route":{"list":{}}}"#),
          sheet(id: 12, root: #"{"id":13,"route":{"ghost":{}}}"#),
          sheet(id: 14, root: #"{"id":15,"route":{"about":{}}}"#),
        ].joined(separator: ",")),
      issues: [
        .init(
          .unreadableRoute(
            .at("state.presentations[1].root.route", .typeMismatch(expected: "Route"))),
          in: .presentation(1), droppedEntries: 2, droppedPresentations: 2)
      ],
      check: { $0.presentations.map(\.root.route) == [.list] }),
    Damage(
      name: "a presentation of an unknown style drops it and those above",
      json: state(
        presentations: [
          sheet(id: 10, root: #"{"id":11,"route":{"list":{}}}"#, style: "popover"),
          sheet(id: 12, root: #"{"id":13,"route":{"about":{}}}"#),
        ].joined(separator: ",")),
      issues: [
        .init(
          .unreadablePresentation(.at("state.presentations[0].style", .dataCorrupted)),
          in: .presentation(0), droppedEntries: 2, droppedPresentations: 2)
      ],
      check: { $0.presentations.isEmpty }),
    Damage(
      name: "presentations past the limit are cut",
      json: state(
        presentations: (0..<20).map {
          sheet(id: 10 + 2 * $0, root: #"{"id":\#(11 + 2 * $0),"route":{"list":{}}}"#)
        }.joined(separator: ",")),
      issues: [
        .init(
          .tooManyPresentations(limit: 16), in: .presentation(16), droppedEntries: 4,
          droppedPresentations: 4)
      ],
      check: { $0.presentations.count == 16 }),
    Damage(
      name: "presentations that are not a list are dropped",
      json:
        #"{"format":1,"app":1,"state":{"tabs":[{"tab":"home","stack":[\#(entryList)]}],"selected":"home","presentations":5}}"#,
      issues: [
        .init(
          .unreadablePresentations(
            .at("state.presentations", .typeMismatch(expected: "Array<Any>"))),
          in: .snapshot)
      ],
      check: { $0.presentations.isEmpty && $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a hostile identity counter is recomputed",
      json: state(home: entryList, next: "18446744073709551615"),
      issues: [.init(.identityCounterOutOfRange(.max, replacement: 2), in: .snapshot)],
      check: { $0.nextIdentity == 2 }),
    Damage(
      name: "a counter below the identities in use is recomputed",
      json: state(home: entryList + "," + entryAbout, next: "1"),
      issues: [.init(.identityCounterOutOfRange(1, replacement: 3), in: .snapshot)],
      check: { $0.nextIdentity == 3 }),
    Damage(
      name: "an identity beyond the counter's bound cuts the stack",
      json: state(home: entryList + #",{"id":9007199254740993,"route":{"about":{}}}"#),
      issues: [
        .init(
          .identityOutOfRange(9_007_199_254_740_993), in: .tab("home"), at: 1, droppedEntries: 1)
      ],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "unreadable options are reset and the entry kept",
      json: state(home: #"{"id":1,"route":{"list":{}},"opt":{"locked":"yes"}}"#),
      issues: [
        .init(
          .optionsReset(
            EntryID(rawValue: 1),
            .at("state.tabs[0].stack[0].opt.locked", .typeMismatch(expected: "Bool"))),
          in: .tab("home"))
      ],
      check: { $0.routes(.tab(.home)) == [.list] && !$0.activeStack.isEmpty }),
    Damage(
      name: "tabs that are not a list leave every tab empty",
      json: #"{"format":1,"app":1,"state":{"tabs":5,"selected":"search"}}"#,
      issues: [
        .init(
          .unreadableTabs(.at("state.tabs", .typeMismatch(expected: "Array<Any>"))), in: .snapshot)
      ],
      check: { $0.allEntries.isEmpty && $0.selectedTab == .search }),
    Damage(
      name: "a missing selection and counter are filled in",
      json: #"{"format":1,"state":{"tabs":[{"tab":"home","stack":[\#(entryList)]}]}}"#,
      issues: [
        .init(
          .unreadableSelectedTab(.at("state", .keyNotFound("selected")), fallback: "home"),
          in: .selectedTab)
      ],
      check: { $0.selectedTab == .home && $0.nextIdentity == 2 }),
  ]

  @Test(arguments: damages)
  func damagedSnapshotsRestoreWhatTheyCanAndSayWhatTheyCouldNot(_ damage: Damage) throws {
    let restored = try restore(damage.json)
    #expect(restored.state.invariantViolations().isEmpty)
    #expect(damage.check(restored.state), "restored \(restored.state)")
    #expect(restored.issues.map(\.withoutDetail) == damage.issues)
  }

  @Test(arguments: [
    ("", RestorationError.empty),
    ("hello", .unreadable(.notASnapshot)),
    (
      #"{"format":1,"app":1,"state":{"tabs":[{"tab":"home","stack":[{"id":1,"rou"#,
      .unreadable(.damaged(.at("", .dataCorrupted)))
    ),
    ("[1,2,3]", .unreadable(.notASnapshot)),
    (
      #"{"format":1,"app":1}"#,
      .unreadable(.damaged(.at("state", .valueNotFound(expected: "Dictionary<String, Any>"))))
    ),
    (#"{"format":99,"app":1,"state":{}}"#, .unsupportedFormat(found: 99, supported: 3)),
    ("WPX", .unreadable(.notASnapshot)),
  ])
  func snapshotsWithNothingToSaveAreTypedErrors(json: String, expected: RestorationError) {
    #expect(throws: expected) {
      do throws(RestorationError) {
        _ = try restore(json)
      } catch {
        throw error.withoutDetail
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

  @Test func theDefaultLimitsAreTheDefaultPolicies() {
    let limits = RestorationLimits()
    #expect(limits.maximumDepth == 256)
    #expect(limits.maximumPresentations == 16)
  }

  @Test func unknownTabsFallBackToTheConfiguredDefault() throws {
    let coder = SnapshotCoder<TestApp>(tabs: [.home, .settings], defaultTab: .settings)
    let restored = try coder.restore(from: try F.coder.encode(F.richState))
    #expect(restored.state.tabs == [.home, .settings])
    #expect(restored.state.selectedTab == .settings)
    #expect(
      restored.issues == [
        RestorationIssue(.unknownTab, in: .tab("search")),
        RestorationIssue(.unknownSelectedTab("search", fallback: "settings"), in: .selectedTab),
      ])
  }
}
