import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// A dialog asks about the run that showed it: saved, but restored only when
/// the app says so.
///
/// A dialog where no state can hold it is dropped with what is above it; a
/// popover is kept as a sheet is.
@Suite struct DialogRestorationTests {
  typealias F = SnapshotFixtures
  typealias S = SnapshotCoderTests

  static let keepingDialogs = SnapshotCoder<TestApp>(
    tabs: TestApp.Tab.allCases, restoresBackLocks: true, restoresDialogs: true)

  /// home: [list]; a sheet of `about` with [detail(1)]; an alert of `edit(1)` over it.
  private func sheetWithDialog(_ style: PresentationStyle) throws -> TestState {
    var state = TestState.fresh
    try state.push(.list)
    try state.present(.about, stack: [StackElement(.detail(1))])
    try state.present(.edit(1), style: style)
    return state
  }

  @Test(arguments: [PresentationStyle.alert, .confirmationDialog])
  func aDialogIsSavedButNotRestoredByDefault(style: PresentationStyle) throws {
    let state = try sheetWithDialog(style)
    let data = try F.coder.encode(state)
    let restored = try F.coder.restore(from: data)
    var expected = state
    try expected.dismiss()
    #expect(restored.state == expected)
    #expect(restored.issues.isEmpty)
    #expect(try Self.keepingDialogs.restore(from: data).state == state)
  }

  @Test(arguments: [PresentationStyle.alert, .confirmationDialog])
  func anAppThatKeepsDialogsGetsThemBack(style: PresentationStyle) throws {
    let state = try sheetWithDialog(style)
    let restored = try Self.keepingDialogs.restore(from: Self.keepingDialogs.encode(state))
    #expect(restored.state == state)
    #expect(restored.issues.isEmpty)
  }

  static let sheet = S.sheet(id: 10, root: #"{"id":11,"route":{"list":{}}}"#)
  static let alert = S.sheet(id: 12, root: #"{"id":13,"route":{"about":{}}}"#, style: "alert")
  static let stackedAlert =
    #"{"id":12,"kind":"alert","root":{"id":13,"route":{"about":{}}},"stack":[{"id":14,"route":{"list":{}}}]}"#
  static let sheetAbove = S.sheet(id: 15, root: #"{"id":16,"route":{"edit":{"_0":1}}}"#)

  @Test(arguments: [F.coder, keepingDialogs])
  func aDialogHoldingAStackIsDroppedAndTheRestKept(coder: SnapshotCoder<TestApp>) throws {
    let json = S.state(
      home: S.entryList, presentations: [Self.sheet, Self.stackedAlert].joined(separator: ","))
    let restored = try coder.restore(from: F.data(json))
    #expect(restored.state.presentations.map(\.root.route) == [.list])
    #expect(restored.state.routes(.tab(.home)) == [.list])
    #expect(
      restored.issues == [
        RestorationIssue(
          .misplacedDialog, in: .presentation(1), droppedEntries: 2, droppedPresentations: 1)
      ])
  }

  @Test(arguments: [F.coder, keepingDialogs])
  func aDialogWithPresentationsAboveIsDroppedWithThem(coder: SnapshotCoder<TestApp>) throws {
    let json = S.state(
      home: S.entryList,
      presentations: [Self.sheet, Self.alert, Self.sheetAbove].joined(separator: ","))
    let restored = try coder.restore(from: F.data(json))
    #expect(restored.state.presentations.map(\.root.route) == [.list])
    #expect(restored.state.invariantViolations().isEmpty)
    #expect(
      restored.issues == [
        RestorationIssue(
          .misplacedDialog, in: .presentation(1), droppedEntries: 2, droppedPresentations: 2)
      ])
  }

  @Test func aPopoverRoundTripsAsASheetDoes() throws {
    var state = TestState.fresh
    try state.present(.about, style: .popover, stack: [StackElement(.list)])
    try state.present(.edit(1), style: .popover)
    let data = try F.coder.encode(state)
    #expect(String(decoding: data, as: UTF8.self).contains(#""kind" : "popover""#))
    let restored = try F.coder.restore(from: data)
    #expect(restored.state == state)
    #expect(restored.issues.isEmpty)
  }
}
