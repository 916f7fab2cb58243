import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// A value waiting at a return point is part of the snapshot: it comes back
/// with its entry, and a bad one is left out and reported, the rest kept.
@Suite struct ReturnValueRestorationTests {
  typealias F = SnapshotFixtures

  /// home: [list (return point "list"), detail(1)]; 7 returned to the list
  /// from a sheet; the sheet of `about` presented again over it.
  private func flowInTheMiddle() throws -> TestState {
    var state = TestState.fresh
    try state.push(.list, options: EntryOptions(returnPoint: "list"))
    try state.present(.edit(1))
    try state.return(to: "list", with: 7)
    try state.push(.detail(1))
    try state.present(.about)
    return state
  }

  @Test func aWaitingValueAndItsReturnPointRoundTrip() throws {
    let state = try flowInTheMiddle()
    let restored = try F.coder.restore(from: F.coder.encode(state))
    #expect(restored.issues.isEmpty)
    #expect(restored.state == state)
    var relaunched = restored.state
    #expect(relaunched.takeReturnValue(at: "list") == 7)
    #expect(relaunched.takeReturnValue(at: "list") == nil)
  }

  @Test func theStrictDecoderKeepsTheValuesToo() throws {
    let state = try flowInTheMiddle()
    let decoded = try JSONDecoder().decode(TestState.self, from: JSONEncoder().encode(state))
    #expect(decoded == state)
  }

  /// A value waiting at a screen the app does not save is not written: the
  /// next launch has nothing to report, as nothing was damaged.
  @Test func aValueAtAScreenNotSavedIsNotWritten() throws {
    var state = TestState.fresh
    try state.push(.about)
    try state.push(.list, options: EntryOptions(returnPoint: "list"))
    try state.present(.edit(1))
    try state.return(to: "list", with: 7)
    let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases, isRestorable: { $0 != .about })
    let restored = try coder.restore(from: coder.encode(state))
    #expect(restored.issues == [])
    #expect(restored.state.returnValues.isEmpty)
    #expect(restored.state.stack(at: .tab(.home)) == [])
  }

  /// A snapshot written before return values existed has none, and loses nothing.
  @Test func aSnapshotWithoutValuesRestoresWithNone() throws {
    var state = TestState.fresh
    try state.push(.list)
    let restored = try F.coder.restore(from: F.coder.encode(state))
    #expect(restored.state.returnValues.isEmpty)
    #expect(restored.state == state)
  }

  /// The snapshot of `state` with its list of return values replaced by `returns`.
  private func snapshot(of state: TestState, returns: Any) throws -> Data {
    let object = try JSONSerialization.jsonObject(with: F.coder.encode(state))
    var envelope = try #require(object as? [String: Any])
    var saved = try #require(envelope["state"] as? [String: Any])
    #expect(saved["returns"] != nil)
    saved["returns"] = returns
    envelope["state"] = saved
    return try JSONSerialization.data(withJSONObject: envelope)
  }

  /// A value of another type, one for an entry that is gone and one without
  /// an entry are each left out and reported; the good one and the rest stay.
  @Test func badValuesAreLeftOutAndReported() throws {
    let state = try flowInTheMiddle()
    let list = state.stack(at: .tab(.home))![0].id
    let returns: [[String: Any]] = [
      ["id": list.rawValue, "val": "seven"], ["id": 999, "val": 1], ["val": 2],
      ["id": list.rawValue, "val": 7],
    ]
    let restored = try F.coder.restore(from: snapshot(of: state, returns: returns))
    #expect(restored.state == state)
    #expect(
      restored.issues.map(\.reason) == [
        .returnValueDropped(list), .returnValueDropped(EntryID(rawValue: 999)),
        .returnValueDropped(nil),
      ])
    #expect(restored.issues.map(\.part) == [.snapshot, .snapshot, .snapshot])
  }

  /// A list of values that is not a list is reported once.
  @Test func anUnreadableListIsReported() throws {
    let state = try flowInTheMiddle()
    let restored = try F.coder.restore(from: snapshot(of: state, returns: 3))
    var expected = state
    expected.returnValues = [:]
    #expect(restored.state == expected)
    #expect(restored.issues.map(\.reason) == [.returnValueDropped(nil)])
  }

  /// Values at entries all over the state, more than a few, come back; a value whose entry went is
  /// not written.
  @Test func manyValuesComeBackWithTheirEntriesAndAValueWithoutOneIsNotWritten() throws {
    var state = TestState.fresh
    for tab in TestApp.Tab.allCases {
      try state.push(contentsOf: (0..<6).map { .detail($0) }, in: .tab(tab))
    }
    try state.present(.edit(1), stack: [StackElement(.about)])
    let entries = state.allEntries
    for (index, entry) in entries.enumerated() where index % 2 == 0 {
      state.returnValues[entry.id] = index
    }
    #expect(state.returnValues.count > 8)
    var written = state
    written.returnValues[EntryID(rawValue: 999)] = 1
    let restored = try F.coder.restore(from: F.coder.encode(written))
    #expect(restored.issues.isEmpty)
    #expect(restored.state == state)
  }
}
