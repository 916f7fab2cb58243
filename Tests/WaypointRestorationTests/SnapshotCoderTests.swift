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
    #expect(restored.issues.isEmpty)
  }

  @Test func anEntrysDefaultOptionsAreLeftOutOfASnapshotAndTheRestAreKept() throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.push(.about, options: .init(isBackLocked: true, selection: "7"))
    let json = String(decoding: try F.coder.encode(state), as: UTF8.self)
    #expect(json.components(separatedBy: "\"opt\"").count == 2, "only the second entry has options")
    #expect(try F.coder.restore(from: Data(json.utf8)).state == state)
  }

  /// A back lock restored on the next launch stranded the screen: back,
  /// popping and reselecting the tab all refused, and the screen had no Done.
  @Test func backLocksLastForTheRunThatSetThemUnlessTheAppKeepsThem() throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.push(.about, options: .init(isBackLocked: true, selection: "7"))
    let data = try F.coder.encode(state)
    let restored = try SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases).restore(from: data)
    #expect(restored.issues.isEmpty)
    #expect(
      restored.state.activeStack.map(\.options) == [.init(), .init(selection: "7")],
      "the lock goes, the selection stays")
    var unlocked = restored.state
    try unlocked.perform(.user) { try $0.pop() }
    #expect(unlocked.activeStack.map(\.route) == [.list])
    var kept = try F.coder.restore(from: data).state
    #expect(throws: NavigationError<TestApp>.self) { try kept.perform(.user) { try $0.pop() } }
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

  static let entryList = #"{"id":1,"route":{"list":{}}}"#
  static let entryAbout = #"{"id":2,"route":{"about":{}}}"#

  static func state(
    home: String = "", selected: String = "home", presentations: String = "", next: String = "100",
    extraTabs: String = ""
  ) -> String {
    let presented = presentations.isEmpty ? "" : #","presentations":[\#(presentations)]"#
    return
      #"{"format":1,"app":1,"state":{"next":\#(next),"tabs":[{"name":"home","stack":[\#(home)]},{"name":"search","stack":[]}\#(extraTabs)],"current":"\#(selected)"\#(presented)}}"#
  }

  static func sheet(id: Int, root: String, style: String = "sheet") -> String {
    #"{"id":\#(id),"kind":"\#(style)","root":\#(root),"stack":[]}"#
  }

  static let damages: [Damage] = [
    Damage(
      name: "an unknown route cuts its stack there",
      json: state(home: entryList + #",{"id":3,"route":{"dragon":{}}},"# + entryAbout),
      issues: [
        .init(
          .unreadableRoute, in: .tab("home"), at: 1, droppedEntries: 2)
      ],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an identity of the wrong type cuts its stack there",
      json: state(home: entryList + #",{"id":"two","route":{"about":{}}}"#),
      issues: [
        .init(
          .unreadableEntry, in: .tab("home"), at: 1, droppedEntries: 1)
      ],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an entry without a route cuts its stack there",
      json: state(home: entryList + #",{"id":2}"#),
      issues: [.init(.unreadableRoute, in: .tab("home"), at: 1, droppedEntries: 1)],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a stack that is not a list is dropped",
      json:
        #"{"format":1,"app":1,"state":{"tabs":[{"name":"home","stack":{"id":1}}],"selected":"home"}}"#,
      issues: [.init(.unreadableStack, in: .tab("home"), at: 0)],
      check: { $0.allEntries.isEmpty }),
    Damage(
      name: "a tab the app never had is dropped and the others stay",
      json: state(home: entryList, extraTabs: #",{"name":"pokedex","stack":[\#(entryAbout)]}"#),
      issues: [.init(.unreadableTab, in: .tab("pokedex"), droppedEntries: 1)],
      check: { $0.routes(.tab(.home)) == [.list] && $0.allEntries.count == 1 }),
    Damage(
      name: "a tab of the wrong type is dropped",
      json: state(home: entryList, extraTabs: #",{"name":5,"stack":[\#(entryAbout)]}"#),
      issues: [.init(.unreadableTab, in: .tab("?"), droppedEntries: 1)],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "a tab listed twice keeps the first",
      json: state(home: entryList, extraTabs: #",{"name":"home","stack":[\#(entryAbout)]}"#),
      issues: [.init(.repeatedTab, in: .tab("home"), droppedEntries: 1)],
      check: { $0.routes(.tab(.home)) == [.list] }),
    Damage(
      name: "an unreadable selected tab falls back to the default tab",
      json: state(home: entryList, selected: "pokedex"),
      issues: [.init(.unreadableSelectedTab(fallback: "home"), in: .selectedTab)],
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
        .init(.unreadableRoute, in: .presentation(1), droppedEntries: 2, droppedPresentations: 2)
      ],
      check: { $0.presentations.map(\.root.route) == [.list] }),
    Damage(
      name: "a presentation of an unknown style drops it and those above",
      json: state(
        presentations: [
          sheet(id: 10, root: #"{"id":11,"route":{"list":{}}}"#, style: "drawer"),
          sheet(id: 12, root: #"{"id":13,"route":{"about":{}}}"#),
        ].joined(separator: ",")),
      issues: [
        .init(
          .unreadablePresentation, in: .presentation(0), droppedEntries: 2,
          droppedPresentations: 2)
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
        #"{"format":1,"app":1,"state":{"tabs":[{"name":"home","stack":[\#(entryList)]}],"selected":"home","presentations":5}}"#,
      issues: [.init(.unreadablePresentations, in: .snapshot)],
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
      name: "an identity counter that is not a number is recomputed and reported",
      json: state(home: entryList + "," + entryAbout, next: #""x""#),
      issues: [.init(.unreadableIdentityCounter(replacement: 3), in: .snapshot)],
      check: { $0.nextIdentity == 3 }),
    Damage(
      name: "a negative identity counter is recomputed and reported",
      json: state(home: entryList, next: "-4"),
      issues: [.init(.unreadableIdentityCounter(replacement: 2), in: .snapshot)],
      check: { $0.nextIdentity == 2 }),
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
      issues: [.init(.optionsReset(EntryID(rawValue: 1)), in: .tab("home"))],
      check: { $0.routes(.tab(.home)) == [.list] && !$0.activeStack.isEmpty }),
    Damage(
      name: "tabs that are not a list leave every tab empty",
      json: #"{"format":1,"app":1,"state":{"tabs":5,"selected":"search"}}"#,
      issues: [.init(.unreadableTabs, in: .snapshot)],
      check: { $0.allEntries.isEmpty && $0.selectedTab == .search }),
    Damage(
      name: "a missing selection and counter are filled in",
      json: #"{"format":1,"state":{"tabs":[{"name":"home","stack":[\#(entryList)]}]}}"#,
      issues: [.init(.unreadableSelectedTab(fallback: "home"), in: .selectedTab)],
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
    ("hello", .notASnapshot),
    (" \n", .notASnapshot),
    ("[1,2,3]", .notASnapshot),
    (#"{"app":1,"state":{}}"#, .notASnapshot),
    (#"{"format":"1","state":{}}"#, .notASnapshot),
    (#"{"format":0,"state":{}}"#, .notASnapshot),
    (#"{"form"#, .notASnapshot),
    (#"{"format":99,"app":1,"state":{}}"#, .unsupportedFormat(found: 99, supported: 1)),
    ("WPT\u{08}\u{7F}\u{7F}cut", .notASnapshot),
  ])
  func snapshotsWithNothingToRestoreAreTypedErrors(json: String, expected: RestorationError) {
    #expect(throws: expected) { _ = try restore(json) }
  }

  @Test func aSnapshotWithoutAStateRestoresTheFreshState() throws {
    let restored = try restore(#"{"format":1,"app":1}"#)
    #expect(restored.state == TestState.fresh)
    #expect(restored.issues == [RestorationIssue(.unreadableState, in: .snapshot)])
  }

  @Test func aSnapshotPastTheSizeLimitIsRefusedBeforeParsing() throws {
    let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases, maximumBytes: 64)
    let data = try F.coder.encode(F.richState)
    #expect(throws: RestorationError.tooLarge(bytes: data.count, limit: 64)) {
      _ = try coder.restore(from: data)
    }
    let junk = Data(repeating: UInt8(ascii: "["), count: 65)
    #expect(throws: RestorationError.tooLarge(bytes: 65, limit: 64)) {
      _ = try coder.restore(from: junk)
    }
  }

  @Test func theCoderCutsAtTheLimitsItIsGiven() throws {
    var state = TestState.fresh
    let unlimited = NavigationPolicy(duplicatePush: .pushAnyway, limits: .init(maximumDepth: nil))
    try state.push(contentsOf: Array(repeating: .list, count: 300), policy: unlimited)
    try state.present(.about)
    try state.present(.list)
    let data = try SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases).encode(state)
    let whole = SnapshotCoder<TestApp>(
      tabs: TestApp.Tab.allCases, limits: NavigationLimits(maximumDepth: nil))
    #expect(try whole.restore(from: data).state == state)
    let small = SnapshotCoder<TestApp>(
      tabs: TestApp.Tab.allCases,
      limits: NavigationLimits(maximumDepth: 10, maximumPresentations: 1))
    let restored = try small.restore(from: data)
    #expect(restored.state.routes(.tab(.home)).count == 10)
    #expect(restored.state.presentations.map(\.root.route) == [.about])
    #expect(
      restored.issues == [
        RestorationIssue(.stackTooDeep(limit: 10), in: .tab("home"), at: 10, droppedEntries: 290),
        RestorationIssue(
          .tooManyPresentations(limit: 1), in: .presentation(1), droppedEntries: 1,
          droppedPresentations: 1),
      ])
  }

  @Test func snapshotsAreJSONAPersonCanRead() throws {
    var state = TestState.fresh
    try state.push(.detail(7), options: EntryOptions(selection: "a/b"))
    try state.present(.about)
    let coder = SnapshotCoder<TestApp>(tabs: [.home, .search], routeVersion: 3)
    let json = String(decoding: try coder.encode(state), as: UTF8.self)
    #expect(
      json == """
        {
          "app" : 3,
          "format" : 1,
          "state" : {
            "current" : "home",
            "next" : 4,
            "presentations" : [
              {
                "id" : 2,
                "kind" : "sheet",
                "root" : {
                  "id" : 3,
                  "route" : {
                    "about" : {

                    }
                  }
                }
              }
            ],
            "tabs" : [
              {
                "name" : "home",
                "stack" : [
                  {
                    "id" : 1,
                    "opt" : {
                      "sel" : "a/b"
                    },
                    "route" : {
                      "detail" : {
                        "_0" : 7
                      }
                    }
                  }
                ]
              },
              {
                "name" : "search",
                "stack" : [

                ]
              },
              {
                "name" : "settings",
                "stack" : [

                ]
              }
            ]
          }
        }
        """)
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
