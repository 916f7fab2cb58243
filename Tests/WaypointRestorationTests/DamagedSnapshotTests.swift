import Foundation
import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// Files cut short or damaged partway: what precedes the damage is restored,
/// an entry is kept whole or not at all, and nothing ever traps or yields an
/// invalid state.
@Suite struct DamagedSnapshotTests {
  typealias F = SnapshotFixtures

  /// Whether every stack and presentation of `restored` is a prefix of
  /// `original`'s, with whole entries: a cut may lose, never change or invent.
  static func isPrefix(_ restored: TestState, of original: TestState) -> Bool {
    let stacks = original.tabs.allSatisfy { tab in
      let kept = restored.stack(at: .tab(tab)) ?? []
      return original.stack(at: .tab(tab))?.starts(with: kept) == true
    }
    let presentations = zip(restored.presentations, original.presentations).allSatisfy {
      kept, whole in
      kept.id == whole.id && kept.style == whole.style && kept.root == whole.root
        && whole.stack.starts(with: kept.stack)
    }
    return stacks && presentations && restored.presentations.count <= original.presentations.count
  }

  @Test func aFileCutShortAtAnyByteRestoresWhatPrecedesTheCut() throws {
    let data = try F.coder.encode(F.richState)
    let state = try #require(data.firstRange(of: Data(#""state""#.utf8))).lowerBound
    for length in 0..<data.count {
      do throws(RestorationError) {
        let restored = try F.coder.restore(from: data.prefix(length))
        #expect(restored.state.invariantViolations().isEmpty)
        #expect(restored.issues.first == RestorationIssue(.cutShort(atByte: length), in: .snapshot))
        #expect(Self.isPrefix(restored.state, of: F.richState), "cut at \(length)")
      } catch {
        #expect(error == (length == 0 ? .empty : .notASnapshot))
        #expect(length < state, "a cut at \(length) lost everything")
      }
    }
  }

  @Test func aTruncatedFileKeepsTheEntriesBeforeTheCut() throws {
    var state = TestState.fresh
    try state.push(
      contentsOf: (1...50).map { TestApp.Route.detail($0) },
      policy: .init(duplicatePush: .pushAnyway))
    let data = try F.coder.encode(state)
    let restored = try F.coder.restore(from: data.prefix(data.count / 2))
    let kept = restored.state.routes(.tab(.home))
    #expect(kept.count > 10)
    #expect(kept == Array(state.routes(.tab(.home)).prefix(kept.count)))
    // The cut falls inside home's stack; the counter and the selection come
    // before the tabs, so they survive it.
    #expect(restored.issues == [RestorationIssue(.cutShort(atByte: data.count / 2), in: .snapshot)])
    #expect(restored.state.nextIdentity == state.nextIdentity)
  }

  @Test func aDamagedByteKeepsWhatPrecedesIt() throws {
    var state = TestState.fresh
    try state.push(contentsOf: (1...5).map { TestApp.Route.detail($0) })
    var data = try F.coder.encode(state)
    let damage = try #require(data.firstRange(of: Data(#""id" : 4"#.utf8))).lowerBound
    data[damage] = UInt8(ascii: "#")
    let restored = try F.coder.restore(from: data)
    #expect(restored.state.routes(.tab(.home)) == [.detail(1), .detail(2), .detail(3)])
    #expect(restored.issues.first == RestorationIssue(.cutShort(atByte: damage), in: .snapshot))
  }

  /// Options come after the route: a file cut inside them must not keep the
  /// entry with some of its options, which would be another entry.
  @Test func anEntryCutInsideItsOptionsIsDropped() throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.push(.detail(7), options: EntryOptions(isBackLocked: true, selection: "7"))
    let data = try F.coder.encode(state)
    let cut = try #require(data.firstRange(of: Data(#""sel""#.utf8))).lowerBound
    let restored = try F.coder.restore(from: data.prefix(cut))
    #expect(restored.state.routes(.tab(.home)) == [.list])
  }

  @Test func bytesAfterAWholeSnapshotAreReported() throws {
    let data = try F.coder.encode(F.richState)
    let restored = try F.coder.restore(from: data + Data("\n}junk".utf8))
    #expect(restored.state == F.richState)
    #expect(restored.issues == [RestorationIssue(.cutShort(atByte: data.count + 1), in: .snapshot)])
  }

  @Test func randomCorruptionNeverTrapsAndRestoresAStateThatRoundTrips() async throws {
    let data = try F.coder.encode(F.richState)
    var (checked, partial) = (0, 0)
    let damage = Gen.int(in: 0...Int.max).array(of: 1...8)
    await propertyCheck(count: 3_000, input: damage) { seeds in
      defer { checked += 1 }
      let restored: RestoredState<TestApp>
      do throws(RestorationError) {
        restored = try F.coder.restore(from: F.damage(data, seeds))
      } catch {
        switch error {
        case .notASnapshot, .unsupportedFormat: return
        default: Issue.record("unexpected \(error)")
        }
        return
      }
      partial += 1
      #expect(restored.state.invariantViolations().isEmpty)
      let again = try F.coder.restore(from: try F.coder.encode(restored.state))
      #expect(again == RestoredState(state: restored.state, issues: []))
    }
    #expect(checked == 3_000)
    // Most damage is survivable: a byte flipped late in the file loses little.
    #expect(partial > 2_000)
  }

  @Test func randomStatesCutAnywhereKeepAPrefix() async {
    var checked = 0
    let coder = SnapshotCoder<TestApp>(tabs: RandomOperation.tabs, restoresBackLocks: true)
    await propertyCheck(count: 1_000, input: RandomStates.seeds, Gen.double(in: 0...1)) {
      seeds, fraction in
      let state = RandomStates.evolve(NavigationState(tabs: RandomOperation.tabs), with: seeds)
      let data = try coder.encode(state)
      let length = Int(Double(data.count) * fraction)
      if let restored = try? coder.restore(from: data.prefix(length)) {
        #expect(restored.state.invariantViolations().isEmpty)
        #expect(Self.isPrefix(restored.state, of: state), "cut at \(length) of \(data.count)")
      }
      checked += 1
    }
    #expect(checked == 1_000)
  }
}

/// The scan that finds a damaged document's readable prefix.
@Suite struct JSONPrefixTests {
  @Test(
    arguments: [
      (#"{"a":[1,{"b":"x"#, 9, #"{"a":[1,{}]}"#, 15),
      (#"{"a":[1,{"b":"x"#, 1, #"{"a":[1]}"#, 15),
      (#"{"a":[1,{"b":2}]"#, 1, #"{"a":[1,{"b":2}]}"#, 16),
      (#"[12"#, 9, "[]", 3),
      (#"[12,"#, 9, "[12]", 4),
      (#"{"a":tru"#, 9, "{}", 8),
      (#"{"a":true,"b":nul"#, 9, #"{"a":true}"#, 17),
      (#"{"a":"x\u00"#, 9, "{}", 11),
      (#"{"a":"x\q"}"#, 9, "{}", 7),
      ("{\"a\":\"x\u{01}\"}", 9, "{}", 7),
      (#"{"a":"é"#, 9, "{}", 8),
      (#"{"a":01}"#, 9, "{}", 5),
      (#"{"a":-1.5e+3,"b":[]"#, 9, #"{"a":-1.5e+3,"b":[]}"#, 19),
      (#"{"a":1}xyz"#, 9, #"{"a":1}"#, 7),
      (#"{"a" 1}"#, 9, "{}", 5),
      (#"{"a":1,}"#, 9, #"{"a":1}"#, 7),
      (#"[}"#, 9, "[]", 1),
      ("hello", 9, nil, 0),
    ] as [(String, Int, String?, Int)])
  func theReadablePrefixIsClosed(input: String, wholeDepth: Int, json: String?, damage: Int) {
    let prefix = JSONPrefix.readable(in: Array(input.utf8), wholeDepth: wholeDepth)
    #expect(prefix.map { String(decoding: $0.json, as: UTF8.self) } == json)
    if json != nil { #expect(prefix?.damage == damage) }
  }

  @Test(arguments: ["0", "-0", "12", "0.5", "1e5", "1E+2", "-3.25e-3", "true", "null"])
  func aScalarIsKept(_ scalar: String) {
    let prefix = JSONPrefix.readable(in: Array("[\(scalar)]".utf8), wholeDepth: 9)
    #expect(prefix.map { String(decoding: $0.json, as: UTF8.self) } == "[\(scalar)]")
  }

  @Test(arguments: ["01", "1.", ".5", "+1", "--1", "1e", "1e+", "0x1", "1.2.3", "nul", "True"])
  func anInvalidScalarIsDamage(_ scalar: String) {
    let prefix = JSONPrefix.readable(in: Array("[\(scalar)]".utf8), wholeDepth: 9)
    #expect(prefix.map { String(decoding: $0.json, as: UTF8.self) } == "[]")
    #expect(prefix?.damage == 1)
  }

  @Test func invalidUTF8EndsTheReadablePrefix() {
    let bytes = Array(#"{"a":"é","b":"x"#.utf8) + [0xC3, 0x28] + Array(#"","c":1}"#.utf8)
    let prefix = JSONPrefix.readable(in: bytes, wholeDepth: 9)
    #expect(prefix.map { String(decoding: $0.json, as: UTF8.self) } == #"{"a":"é"}"#)
  }

  /// Nesting past the limit is left out, and what follows it read: the
  /// container at the whole depth reads as null.
  @Test func nestingPastTheDepthLimitIsLeftOutAndTheRestRead() {
    let deep = String(repeating: "[", count: 300) + #""]}""# + String(repeating: "]", count: 300)
    let input = #"{"a":[1,"# + deep + #",2],"b":3}"#
    let prefix = JSONPrefix.readable(in: Array(input.utf8), wholeDepth: 4)
    let json = #"{"a":[1,[[null]],2],"b":3}"#
    #expect(prefix.map { String(decoding: $0.json, as: UTF8.self) } == json)
    #expect(prefix?.damage == nil)
  }

  /// An object kept whole or not at all goes whole: a part of it would read
  /// as another value.
  @Test func nestingPastTheDepthLimitLeavesOutTheObjectKeptWhole() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    let input = #"[[{"x":1,"y":"# + deep + #"},{"x":2}]]"#
    let prefix = JSONPrefix.readable(in: Array(input.utf8), wholeDepth: 2)
    #expect(prefix.map { String(decoding: $0.json, as: UTF8.self) } == #"[[null,{"x":2}]]"#)
    #expect(prefix?.damage == nil)
  }

  @Test func dataEndingInsideNestingPastTheLimitIsDamageThere() {
    let input = "[1," + String(repeating: "[", count: 300)
    let prefix = JSONPrefix.readable(in: Array(input.utf8), wholeDepth: 9)
    let kept = "[1," + String(repeating: "[", count: 255) + String(repeating: "]", count: 256)
    #expect(prefix.map { String(decoding: $0.json, as: UTF8.self) } == kept)
    #expect(prefix?.damage == input.utf8.count)
  }
}
