import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// What a snapshot cut or damaged at any point keeps, and what its report
/// says was lost, against counts worked out from the file's text alone.
@Suite struct CutSnapshotTests {
  typealias F = SnapshotFixtures

  /// Two presentations with stacks over three tabs, the selected one not the
  /// default: every part a cut can fall into.
  static var state: TestState {
    var state = TestState.fresh
    _ = try? state.push(contentsOf: [
      StackElement(.list), StackElement(.detail(7), options: .init(selection: "7")),
      StackElement(.about),
    ])
    _ = try? state.push(.about, in: .tab(.settings))
    _ = try? state.selectTab(.settings)
    _ = try? state.present(.edit(1), stack: [StackElement(.list), StackElement(.detail(2))])
    _ = try? state.present(
      .about, style: .fullScreenCover, stack: [StackElement(.detail(3))])
    return state
  }

  /// Where each entry's object ends in `json`: one past its closing brace.
  static func entryEnds(in json: [UInt8], of state: TestState) throws -> [Int] {
    try state.allEntries.map { entry in
      let key = Array(#""id" : \#(entry.id.rawValue),"#.utf8)
      let id = try #require(json.firstRange(of: key)).lowerBound
      let start = try #require(json[..<id].lastIndex(of: UInt8(ascii: "{")))
      return try #require(closingBrace(in: json, from: start)) + 1
    }
  }

  /// The brace that closes the object opened at `start`; the fixture's
  /// strings hold no braces.
  static func closingBrace(in json: [UInt8], from start: Int) -> Int? {
    var depth = 0
    for index in start..<json.count {
      switch json[index] {
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
      default: continue
      }
    }
    return nil
  }

  /// Cut at every byte: the entries kept are exactly those whose object ends
  /// before the cut, and the selected tab is kept as soon as its value is
  /// whole, wherever the cut falls after it.
  @Test func aCutAtAnyByteKeepsEveryWholeEntryAndTheSelectedTabBeforeIt() throws {
    let state = Self.state
    let data = try F.coder.encode(state)
    let json = [UInt8](data)
    let ends = try Self.entryEnds(in: json, of: state)
    let selected = Array(#""current" : "settings""#.utf8)
    let selectedEnd = try #require(json.firstRange(of: selected)).upperBound
    let stateKey = try #require(json.firstRange(of: Array(#""state" : {"#.utf8)))
    for length in stateKey.upperBound..<data.count {
      let restored = try F.coder.restore(from: data.prefix(length))
      let kept = ends.filter { $0 <= length }.count
      #expect(restored.state.allEntries.count == kept, "cut at \(length)")
      #expect(restored.issues.first == RestorationIssue(.cutShort(atByte: length), in: .snapshot))
      let keepsSelection = length >= selectedEnd
      #expect(
        restored.state.selectedTab == (keepsSelection ? .settings : .home), "cut at \(length)")
      let fallback = RestorationIssue(.unreadableSelectedTab(fallback: "home"), in: .selectedTab)
      #expect(
        restored.issues.map(\.withoutDetail).contains(fallback) == !keepsSelection,
        "cut at \(length)")
    }
  }

  /// The selected tab is written before the presentations, which may be
  /// long: a file cut inside them keeps it.
  @Test func aFileCutInsideThePresentationsKeepsTheSelectedTab() throws {
    let data = try F.coder.encode(Self.state)
    let cut = try #require(data.firstRange(of: Data(#""kind" : "fullScreenCover""#.utf8)))
    let restored = try F.coder.restore(from: data.prefix(cut.lowerBound))
    #expect(restored.state.selectedTab == .settings)
    #expect(restored.state.presentations.map(\.root.route) == [.edit(1)])
    #expect(
      restored.issues.map(\.withoutDetail) == [
        RestorationIssue(.cutShort(atByte: cut.lowerBound), in: .snapshot),
        RestorationIssue(.unreadableTabs, in: .snapshot),
        RestorationIssue(
          .unreadablePresentation, in: .presentation(1), droppedEntries: 1,
          droppedPresentations: 1),
      ])
  }

  /// Snapshots written before the selected tab moved ahead of the
  /// presentations name it `selected`, after them; they read as they did.
  @Test func aSnapshotWithTheSelectedTabAfterThePresentationsStillReads() throws {
    let old = #"""
      {"app":1,"format":1,"state":{"next":5,"presentations":[{"id":2,"kind":"sheet",
      "root":{"id":3,"route":{"about":{}}}}],"selected":"settings",
      "tabs":[{"name":"home","stack":[{"id":1,"route":{"list":{}}}]}]}}
      """#
    let restored = try F.coder.restore(from: Data(old.utf8))
    #expect(restored.issues == [])
    #expect(restored.state.selectedTab == .settings)
    #expect(restored.state.presentations.map(\.root.route) == [.about])
    #expect(restored.state.routes(.tab(.home)) == [.list])
    #expect(restored.state.nextIdentity == 5)
  }

  /// Where a value nested deeper than a snapshot ever nests can stand in for
  /// an entry: each entry of each stack, and each presentation's root.
  enum DeepPlace: Hashable, Sendable, CustomTestStringConvertible {
    case tab(TestApp.Tab, Int)
    case root(Int)
    case presentationStack(Int, Int)

    var testDescription: String { "\(self)" }

    static var all: [DeepPlace] {
      let state = CutSnapshotTests.state
      let tabs = state.tabStacks.flatMap { tab in
        tab.stack.indices.map { DeepPlace.tab(tab.tab, $0) }
      }
      let presentations = state.presentations.indices.flatMap { index in
        [DeepPlace.root(index)]
          + state.presentations[index].stack.indices.map { .presentationStack(index, $0) }
      }
      return tabs + presentations
    }

    /// The entry the deep value replaces.
    func entry(in state: TestState) -> NavigationEntry<TestApp> {
      switch self {
      case .tab(let tab, let position): (state.stack(at: .tab(tab)) ?? [])[position]
      case .root(let index): state.presentations[index].root
      case .presentationStack(let index, let position): state.presentations[index].stack[position]
      }
    }

    /// The issue a reader must give, counted from the state: the entry and
    /// what stands above it in its stack, or the presentation and those over it.
    func issue(in state: TestState) -> RestorationIssue {
      switch self {
      case .tab(let tab, let position):
        let count = state.stack(at: .tab(tab))?.count ?? 0
        return RestorationIssue(
          .unreadableEntry, in: .tab(tab.rawValue), at: position,
          droppedEntries: count - position)
      case .root(let index):
        let dropped = state.presentations[index...]
        return RestorationIssue(
          .unreadableEntry, in: .presentation(index),
          droppedEntries: dropped.map { $0.stack.count + 1 }.reduce(0, +),
          droppedPresentations: dropped.count)
      case .presentationStack(let index, let position):
        let count = state.presentations[index].stack.count
        return RestorationIssue(
          .unreadableEntry, in: .presentation(index), at: position,
          droppedEntries: count - position)
      }
    }
  }

  /// A route nested deeper than any decoder reads loses its entry and what
  /// stands above it, counted, and nothing else: the rest of the file is whole.
  @Test(arguments: DeepPlace.all, [600, 5_000])
  func aRouteNestedTooDeepLosesItsEntryAndWhatIsAboveItAndSaysHowMany(
    _ place: DeepPlace, depth: Int
  ) throws {
    let state = Self.state
    let json = [UInt8](try F.coder.encode(state))
    let entry = place.entry(in: state)
    let id = try #require(json.firstRange(of: Array(#""id" : \#(entry.id.rawValue),"#.utf8)))
    let route = try #require(json[id.upperBound...].firstRange(of: Array(#""route" : "#.utf8)))
    let routeEnd = try #require(Self.closingBrace(in: json, from: route.upperBound))
    let deep =
      Array(repeating: UInt8(ascii: "["), count: depth)
      + Array(repeating: UInt8(ascii: "]"), count: depth)
    let damaged = json[..<route.upperBound] + deep + json[(routeEnd + 1)...]
    let restored = try F.coder.restore(from: Data(damaged))
    #expect(restored.issues.map(\.withoutDetail) == [place.issue(in: state)])
    #expect(restored.state.selectedTab == .settings)
    #expect(DamagedSnapshotTests.isPrefix(restored.state, of: state))
  }

  /// Outside an entry, a value nested too deep makes the value it stands
  /// for unreadable, and that alone.
  @Test func aValueNestedTooDeepOutsideAnEntryIsThatValueUnreadable() throws {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let entry = #"{"id":1,"route":{"list":{}}}"#
    let name =
      #"{"app":1,"format":1,"state":{"current":"settings","next":3,"tabs":["#
      + #"{"name":\#(deep),"stack":[\#(entry)]},{"name":"settings","stack":[]}]}}"#
    let restored = try F.coder.restore(from: Data(name.utf8))
    #expect(
      restored.issues.map(\.withoutDetail) == [
        RestorationIssue(.unreadableTab, in: .tab("?"), droppedEntries: 1)
      ])
    #expect(restored.state.selectedTab == .settings)
    let counter =
      #"{"app":1,"format":1,"state":{"current":"settings","next":\#(deep),"tabs":["#
      + #"{"name":"home","stack":[\#(entry)]}]}}"#
    let recounted = try F.coder.restore(from: Data(counter.utf8))
    #expect(
      recounted.issues.map(\.withoutDetail) == [
        RestorationIssue(.unreadableIdentityCounter(replacement: 2), in: .snapshot)
      ])
    #expect(recounted.state.routes(.tab(.home)) == [.list])
  }
}
