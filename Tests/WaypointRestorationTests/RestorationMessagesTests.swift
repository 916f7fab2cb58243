import Foundation
import Testing

@testable import WaypointCore
@testable import WaypointRestoration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every sentence restoration shows people, whole: what went wrong and where,
/// and what to do about it where there is something to do.
@Suite struct RestorationMessagesTests {
  /// One value and the sentence it must read as.
  struct Sentence<Value: Sendable>: Sendable, CustomTestStringConvertible {
    let value: Value
    let text: String
    var testDescription: String { text }

    init(_ value: Value, _ text: String) {
      self.value = value
      self.text = text
    }
  }

  @Test(arguments: [
    Sentence(
      RestorationIssue.Reason.cutShort(atByte: 9),
      "the snapshot is cut short or damaged at byte 9; what follows is lost"),
    Sentence(.unreadableState, "the state cannot be read; every tab starts empty"),
    Sentence(.unreadableTabs, "the tabs cannot be read"),
    Sentence(.unreadablePresentations, "the presentations cannot be read"),
    Sentence(
      .identityCounterOutOfRange(1, replacement: 3),
      "identity counter 1 is out of range; 3 is used"),
    Sentence(
      .unreadableIdentityCounter(replacement: 3), "the identity counter cannot be read; 3 is used"),
    Sentence(.unreadableTab, "the tab cannot be read"),
    Sentence(.unknownTab, "the tab is not one of the app's tabs"),
    Sentence(.repeatedTab, "the tab appears twice; the first one is kept"),
    Sentence(
      .unknownSelectedTab("pokedex", fallback: "home"),
      "'pokedex' is not one of the app's tabs; 'home' is selected"),
    Sentence(
      .unreadableSelectedTab(fallback: "home"),
      "the selected tab cannot be read; 'home' is selected"),
    Sentence(.unreadableStack, "the stack cannot be read"),
    Sentence(.stackTooDeep(limit: 256), "deeper than the limit of 256 entries"),
    Sentence(.unreadableEntry, "the entry cannot be read"),
    Sentence(.unreadableRoute, "the route cannot be read"),
    Sentence(.routeRemoved(byMigrationFrom: 1), "the route no longer exists (migration from 1)"),
    Sentence(.identityUsedTwice(4), "identity 4 is used twice"),
    Sentence(
      .identityOutOfRange(1 << 53), "identity 9007199254740992 is out of range (2^53 or more)"),
    Sentence(
      .optionsReset(EntryID(rawValue: 1)), "the options of entry#1 cannot be read and are reset"),
    Sentence(.unreadablePresentation, "the presentation cannot be read"),
    Sentence(.tooManyPresentations(limit: 16), "more than 16 presentations"),
    Sentence(.misplacedDialog, "a dialog holds a stack or has presentations over it"),
  ])
  func everyReasonSaysWhatWentWrong(_ sentence: Sentence<RestorationIssue.Reason>) {
    #expect(sentence.value.description == sentence.text)
  }

  @Test func issuesSayWhereHowMuchWasDroppedAndWhatTheDecoderSaid() {
    #expect(
      RestorationIssue(.cutShort(atByte: 9), in: .snapshot).description
        == "snapshot: the snapshot is cut short or damaged at byte 9; what follows is lost"
    )
    #expect(
      RestorationIssue(.unreadableRoute, in: .tab("home"), at: 3, droppedEntries: 1).description
        == "tab 'home' at 3: dropped 1 entry: the route cannot be read")
    #expect(
      RestorationIssue(
        .tooManyPresentations(limit: 1), in: .presentation(1), droppedEntries: 3,
        droppedPresentations: 2
      ).description
        == "presentation 1: dropped 2 presentations and 3 entries: more than 1 presentations")
    #expect(
      RestorationIssue(
        .unreadableEntry, in: .presentation(0), droppedEntries: 1, droppedPresentations: 1,
        detail: "Expected to decode UInt64 but found a string instead."
      ).description
        == "presentation 0: dropped 1 presentation and 1 entry: the entry cannot be read: "
        + "Expected to decode UInt64 but found a string instead.")
  }

  @Test func errorsReadAsSentences() {
    let sentences: [Sentence<RestorationError>] = [
      Sentence(.empty, "The snapshot is empty."),
      Sentence(.tooLarge(bytes: 10, limit: 5), "The snapshot has 10 bytes; the limit is 5."),
      Sentence(.notASnapshot, "The data is not a Waypoint snapshot."),
      Sentence(
        .unsupportedFormat(found: 4, supported: 1),
        "The snapshot has format 4; this version reads format 1."),
      Sentence(
        .unreadableFile(path: "/tmp/s/state.json", code: EACCES),
        "Cannot read the snapshot '/tmp/s/state.json': Permission denied."),
      Sentence(
        .notARegularFile(path: "/tmp/s/\u{1B}[2J"),
        #"Cannot use the snapshot '/tmp/s/\u{1B}[2J': it is not a regular file, and is left alone."#
      ),
      Sentence(
        .notAFolder(path: "/tmp/s/state.json", folder: "/tmp/s"),
        "Cannot save the snapshot '/tmp/s/state.json': '/tmp/s' is not a folder."),
      Sentence(
        .writeFailed(path: "/tmp/s/\u{1B}[2J", code: EXDEV),
        #"Cannot write the snapshot '/tmp/s/\u{1B}[2J': Invalid cross-device link."#),
    ]
    for sentence in sentences {
      #expect(sentence.value.description == sentence.text)
      #expect(sentence.value.localizedDescription == sentence.text)
    }
  }

  @Test func suggestionsSayWhatToDoWhereTheAppCanDoSomething() {
    let errors: [RestorationError: String?] = [
      .unsupportedFormat(found: 4, supported: 1):
        "Update the app: a newer version of it wrote this snapshot.",
      .tooLarge(bytes: 10, limit: 5):
        "Raise the SnapshotCoder's maximumBytes if snapshots this large are expected.",
      .notARegularFile(path: "/s"): "Remove what is at the path, or save the snapshot elsewhere.",
      .empty: nil, .notASnapshot: nil, .unreadableFile(path: "/s", code: EIO): nil,
      .notAFolder(path: "/s/t", folder: "/s"): nil, .writeFailed(path: "/s", code: EIO): nil,
    ]
    for (error, suggestion) in errors { #expect(error.recoverySuggestion == suggestion) }
    let reasons: [RestorationIssue.Reason: String?] = [
      .cutShort(atByte: 1):
        "Save through SnapshotFile, which replaces the file in one rename, so a crash mid-write leaves the old snapshot whole.",
      .unknownTab:
        "Keep the tab in the SnapshotCoder's tabs while saved snapshots may still name it.",
      .unknownSelectedTab("a", fallback: "b"):
        "Keep the tab in the SnapshotCoder's tabs while saved snapshots may still name it.",
      .unreadableRoute:
        "If the route type changed, raise the SnapshotCoder's routeVersion and add a RouteMigration that reads the old type.",
      .stackTooDeep(limit: 1):
        "Raise NavigationLimits.maximumDepth if stacks this deep are expected.",
      .tooManyPresentations(limit: 1):
        "Raise NavigationLimits.maximumPresentations if this many presentations are expected.",
      .identityUsedTwice(1): nil, .unreadableEntry: nil, .routeRemoved(byMigrationFrom: 1): nil,
      .misplacedDialog: nil,
    ]
    for (reason, suggestion) in reasons {
      #expect(RestorationIssue(reason, in: .snapshot).recoverySuggestion == suggestion)
    }
  }
}
