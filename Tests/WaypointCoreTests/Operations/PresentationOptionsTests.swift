import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Transition sources and presentation options: detents, the selected
/// detent, dismissal and anchors are state, checked against the style table.
@Suite struct PresentationOptionsTests {
  private func sheet() throws -> TestState {
    var state = TestState.fresh
    try state.present(.about)
    return state
  }

  @Test func updatePresentationChangesTheTopPresentationInOneStep() throws {
    var state = try sheet()
    let before = try #require(state.presentations.last)
    let transition = try state.updatePresentation {
      $0.detents = [.medium, .large]
      $0.selectedDetent = .medium
      $0.dismissal = .guarded
    }
    let after = try #require(state.presentations.last)
    #expect(after.detents == [.medium, .large])
    #expect(after.selectedDetent == .medium)
    #expect(after.dismissal == .guarded)
    #expect(after.root == before.root)
    #expect(transition.steps == [.updatePresentation(from: before, to: after)])
    #expect(try state.updatePresentation(after.id) { $0.selectedDetent = .medium }.steps.isEmpty)
  }

  @Test func theChangeCannotTouchTheEntries() throws {
    var state = try sheet()
    let id = try #require(state.presentations.last?.id)
    try state.push(.list)
    let expected = state
    let other = Presentation<TestApp>(
      id: PresentationID(rawValue: 50), style: .popover,
      root: NavigationEntry(id: EntryID(rawValue: 51), route: .list))
    let transition = try state.updatePresentation(id) { $0 = other }
    #expect(state == expected)
    #expect(transition.steps.isEmpty)
  }

  @Test func optionsTheStyleDoesNotTakeThrowAndChangeNothing() throws {
    var state = TestState.fresh
    try state.present(.about, style: .fullScreenCover)
    let id = try #require(state.presentations.last?.id)
    let before = state
    #expect(
      navigationError { try state.updatePresentation { $0.detents = [.medium] } }
        == .optionNotTaken(by: id, style: .fullScreenCover))
    #expect(
      navigationError { try state.updatePresentation { $0.anchor = "cell" } }
        == .optionNotTaken(by: id, style: .fullScreenCover))
    #expect(state == before)
  }

  @Test func aSelectedDetentMustBeOneOfTheDetents() throws {
    var state = try sheet()
    let id = try #require(state.presentations.last?.id)
    #expect(
      navigationError { try state.updatePresentation { $0.selectedDetent = .medium } }
        == .unknownDetent(.medium, in: id))
    // With no detents, a sheet rests at large, its one.
    try state.updatePresentation { $0.selectedDetent = .large }
    #expect(state.presentations.last?.selectedDetent == .large)
  }

  @Test(arguments: PresentationStyle.allCases)
  func theStyleTableSaysWhoTakesAnAnchor(style: PresentationStyle) throws {
    var state = TestState.fresh
    try state.present(.about, style: style)
    let error = navigationError { try state.updatePresentation { $0.anchor = "cell" } }
    #expect((error == nil) == (style == .popover || style == .confirmationDialog))
  }

  @Test func unknownOrMissingPresentationsThrow() throws {
    var state = TestState.fresh
    #expect(
      navigationError { try state.updatePresentation { $0.dismissal = .locked } }
        == .nothingPresented)
    let ghost = PresentationID(rawValue: 99)
    #expect(
      navigationError { try state.updatePresentation(ghost) { $0.dismissal = .locked } }
        == .unknownPresentation(ghost))
  }

  @Test func aLockedDismissalStopsTheUserButNotTheApp() throws {
    var state = try sheet()
    try state.updatePresentation { $0.dismissal = .locked }
    let presentation = try #require(state.presentations.last)
    let before = state
    #expect(
      navigationError { try state.perform(.user) { try $0.dismiss() } }
        == .dismissalLocked(presentation.id))
    #expect(state == before)
    try state.perform(.app) { try $0.dismiss() }
    #expect(state.presentations.isEmpty)
  }

  @Test func thePlannerCarriesOptionsToTheTarget() throws {
    let old = try sheet()
    var new = old
    try new.updatePresentation {
      $0.detents = [.medium]; $0.selectedDetent = .medium
    }
    let transition = try old.transition(to: new)
    #expect(transition.steps.count == 1)
    var replayed = old
    try replayed.apply(transition)
    #expect(replayed == new)
  }

  @Test func aTransitionSourceIsKeptAndChangedLikeAnyOption() throws {
    var state = TestState.fresh
    try state.push(.detail(25), options: EntryOptions(transitionSource: "25"))
    let entry = try #require(state.activeStack.last)
    #expect(entry.options.transitionSource == "25")
    // Paging to the next item moves the source with it.
    let transition = try state.updateOptions(of: entry.id) { $0.transitionSource = "26" }
    #expect(transition.steps.count == 1)
    #expect(state.activeStack.last?.options.transitionSource == "26")
  }

  @Test func aTransitionSourceIsNotEncodedButPresentationOptionsAre() throws {
    var state = try sheet()
    try state.push(.list, options: EntryOptions(selection: "7", transitionSource: "cell"))
    try state.updatePresentation {
      $0.detents = [.medium, .large]; $0.dismissal = .locked
    }
    let decoded = try JSONDecoder().decode(TestState.self, from: JSONEncoder().encode(state))
    var expected = state
    try expected.updateOptions(of: try #require(state.activeStack.last?.id)) {
      $0.transitionSource = nil
    }
    #expect(decoded == expected)
  }

  @Test func olderDataWithoutOptionsDecodesToTheDefaults() throws {
    let state = try sheet()
    let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    let decoded = try JSONDecoder().decode(TestState.self, from: Data(json.utf8))
    #expect(decoded.presentations.last?.dismissal == .allowed)
    #expect(decoded == state)
  }
}
