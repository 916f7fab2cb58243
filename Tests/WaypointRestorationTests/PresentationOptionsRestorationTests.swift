import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// Presentation options are restored, and a transition source is not.
///
/// By design: after a relaunch nothing on screen was tapped. A bad option is
/// left out and reported, and the rest of the presentation kept.
@Suite struct PresentationOptionsRestorationTests {
  typealias F = SnapshotFixtures
  typealias S = SnapshotCoderTests

  @Test func optionsSurviveASnapshotAndTransitionSourcesDoNot() throws {
    var state = TestState.fresh
    try state.push(.detail(25), options: EntryOptions(transitionSource: "25"))
    let zoomed = try #require(state.activeStack.last?.id)
    try state.present(.about)
    try state.updatePresentation {
      $0.detents = [.medium, .large]
      $0.selectedDetent = .medium
      $0.dismissal = .guarded
    }
    try state.present(.list, style: .popover)
    try state.updatePresentation { $0.anchor = "share" }
    let restored = try F.coder.restore(from: F.coder.encode(state))
    var expected = state
    try expected.updateOptions(of: zoomed) {
      $0.transitionSource = nil
    }
    #expect(restored.state == expected)
    #expect(restored.issues.isEmpty)
  }

  static let bad: [(field: String, key: String)] = [
    (#""detents":["small"]"#, "detents"),
    // One bad detent, reported once: the selected one goes with the list it was chosen from.
    (#""detents":["medium","huge"],"detent":"medium""#, "detents"),
    (#""detents":["medium"],"detent":"large""#, "detent"),
    (#""dismissal":7"#, "dismissal"),
    (#""anchor":"share""#, "anchor"),
  ]

  @Test(arguments: bad)
  func aBadOptionIsLeftOutAndReportedAndTheRestKept(field: String, key: String) throws {
    let sheet =
      #"{"id":10,"kind":"sheet","root":{"id":11,"route":{"list":{}}},"stack":[],"#
      + field + "}"
    let restored = try F.coder.restore(
      from: F.data(S.state(home: S.entryList, presentations: sheet)))
    let presentation = try #require(restored.state.presentations.first)
    #expect(presentation.root.route == .list)
    #expect(restored.state.activeStack.isEmpty)
    #expect(restored.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    #expect(
      restored.issues.map(\.withoutDetail) == [
        RestorationIssue(.optionDropped(key), in: .presentation(0))
      ])
    if key == "detent" { #expect(presentation.detents == [.medium]) }
  }
}
