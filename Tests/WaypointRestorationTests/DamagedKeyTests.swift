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

  @Test func anUnknownKeyIsNamedWithItsPart() throws {
    let text =
      #"{"app":1,"format":1,"state":{"current":"home","next":2,"#
      + #""tabs":[{"name":"home","stack":[{"id":1,"route":{"list":{}},"opts":{"sel":"7"}}]},"#
      + #"{"name":"search","stack":[]},{"name":"settings","stack":[]}],"prsentations":[]}}"#
    let restored = try Self.coder.restore(from: Data(text.utf8))
    #expect(
      restored.issues == [
        RestorationIssue(.unknownKey("prsentations"), in: .snapshot),
        RestorationIssue(.unknownKey("opts"), in: .tab("home")),
      ])
    #expect(restored.state.stack(at: .tab(.home))?.map(\.route) == [.list])
  }
}
