import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Seed 3: an export sheet with its own stack; when the async export finishes the
/// "finished" screen is pushed with back navigation locked, user pops are refused
/// with a reason, and "Done" dismisses the whole sheet.
@Suite struct ExportScenario {
  typealias App = ExportApp

  /// Stands in for real work that finishes later.
  static func export() async -> Bool {
    await Task.yield()
    return true
  }

  @Test func theFinishedScreenLocksBackAndDoneDismissesTheSheet() async throws {
    var state = NavigationState<App>(tabs: [.library])
    try state.present(.exportOptions)
    let sheet = try #require(state.presentations.first)
    try state.push(.exportProgress)

    if await Self.export() {
      try state.push(.exportFinished, options: EntryOptions(isBackLocked: true))
    }
    #expect(state.activeStack.map(\.route) == [.exportProgress, .exportFinished])

    // The user swipes back: refused, with the reason.
    let finished = try #require(state.visibleEntry)
    #expect {
      try state.perform(.user) { try $0.pop() }
    } throws: { error in
      (error as? NavigationError<App>)
        == .backNavigationLocked(finished.id, in: .presentation(sheet.id))
    }
    // Pulling the sheet down is a user dismissal of a sheet holding a locked screen.
    #expect(throws: NavigationError<App>.self) { try state.perform(.user) { try $0.dismiss() } }
    #expect(state.activeStack.map(\.route) == [.exportProgress, .exportFinished])

    // "Done" closes the whole sheet, not just its top screen.
    let done = try state.perform(.app) { try $0.dismiss(sheet.id) }
    #expect(done.steps.count == 1)
    #expect(done.removedEntries.map(\.route) == [.exportOptions, .exportProgress, .exportFinished])
    #expect(state.presentations.isEmpty)
  }
}
