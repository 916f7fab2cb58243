import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct NavigationErrorTests {
  @Test(arguments: [
    (TestError.unknownTab(.settings), "Unknown tab 'settings'."),
    (.unknownPresentation(PresentationID(rawValue: 3)), "No presentation presentation#3 is up."),
    (
      .unknownEntry(EntryID(rawValue: 4), in: .tab(.home)),
      "No entry entry#4 on the stack of tab(home)."
    ),
    (
      .stackIsEmpty(.presentation(PresentationID(rawValue: 2))),
      "The stack of presentation#2 is empty: nothing to pop."
    ),
    (
      .notEnoughEntries(requested: 4, available: 3, in: .tab(.home)),
      "Cannot pop 4 entries from tab(home): it holds 3."
    ),
    (.nothingPresented, "Nothing is presented: nothing to dismiss."),
    (
      .depthLimitExceeded(limit: 2, resultingDepth: 3, in: .tab(.home)),
      "The stack of tab(home) would hold 3 entries; the limit is 2."
    ),
    (
      .newPresentationTooDeep(root: .list, limit: 2, resultingDepth: 3),
      "The presentation of 'list' would hold 3 entries; the limit is 2."
    ),
    (.presentationLimitExceeded(limit: 16), "At most 16 presentations may be up at once."),
    (
      .backNavigationLocked(EntryID(rawValue: 9), in: .tab(.home)),
      "Back navigation from entry#9 on tab(home) is locked."
    ),
    (.tabHidden(.search), "The tab 'search' is hidden."),
    (
      .dismissalLocked(PresentationID(rawValue: 2)),
      "presentation#2 is locked: only the app dismisses it."
    ),
    // The option refused, by the style table, and the article its style takes.
    (
      .optionNotTaken(by: PresentationID(rawValue: 2), style: .sheet),
      "presentation#2 is a sheet, which takes no anchor by the style table."
    ),
    (
      .optionNotTaken(by: PresentationID(rawValue: 2), style: .popover),
      "presentation#2 is a popover, which takes no detents by the style table."
    ),
    (
      .optionNotTaken(by: PresentationID(rawValue: 2), style: .alert),
      "presentation#2 is an alert, which takes no option by the style table."
    ),
    (
      .invalidState(.identityUsedTwice(3)),
      "Invalid navigation state: identity 3 is used twice."
    ),
    (.negativeCount(-1), "Cannot pop -1 entries: the count must not be negative."),
  ])
  func everyErrorSaysWhatAndWhere(error: TestError, message: String) {
    #expect(error.description == message)
  }
}
