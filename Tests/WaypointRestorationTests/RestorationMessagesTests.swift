import Foundation
import Testing

@testable import WaypointCore
@testable import WaypointRestoration

/// Every sentence restoration shows people, whole: what went wrong and where,
/// and what to do about it where there is something to do.
@Suite struct RestorationMessagesTests {
  static let typeMismatch = SnapshotDecodingFailure(
    .typeMismatch(expected: "UInt64"),
    at: [.key("state"), .key("tabs"), .index(0), .key("stack"), .index(1), .key("id")],
    detail: "found a string")
  static let corrupted = SnapshotDecodingFailure(
    .dataCorrupted, at: [.key("state"), .key("selected")], detail: "not a tab")
  static let record = SnapshotRecordError(field: 0, reason: .unknownCase("about"))

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
      RestorationIssue.Reason.cutShort(afterBytes: 9),
      "the snapshot is cut short after 9 bytes; what followed is lost"),
    Sentence(
      .unreadableTabs(corrupted), "the tabs cannot be read: not a tab at state.selected"),
    Sentence(
      .unreadablePresentations(corrupted),
      "the presentations cannot be read: not a tab at state.selected"),
    Sentence(
      .identityCounterOutOfRange(1, replacement: 3),
      "identity counter 1 is out of range; 3 is used"),
    Sentence(
      .unreadableTab(typeMismatch),
      "the tab cannot be read: expected UInt64 at state.tabs[0].stack[1].id: found a string"),
    Sentence(.unknownTab, "the tab is not one of the app's tabs"),
    Sentence(.repeatedTab, "the tab appears twice; the first one is kept"),
    Sentence(
      .unknownSelectedTab("pokedex", fallback: "home"),
      "'pokedex' is not one of the app's tabs; 'home' is selected"),
    Sentence(
      .unreadableSelectedTab(corrupted, fallback: "home"),
      "the selected tab cannot be read: not a tab at state.selected; 'home' is selected"),
    Sentence(
      .unreadableStack(corrupted), "the stack cannot be read: not a tab at state.selected"),
    Sentence(.stackTooDeep(limit: 256), "deeper than the limit of 256 entries"),
    Sentence(
      .unreadableEntry(typeMismatch),
      "the entry cannot be read: expected UInt64 at state.tabs[0].stack[1].id: found a string"),
    Sentence(.entryCutShort, "the entry is cut short"),
    Sentence(
      .unreadableRoute(
        SnapshotDecodingFailure(.valueNotFound(expected: "Route"), at: [], detail: "null")),
      "the route cannot be read: missing Route at top level"),
    Sentence(.routeRemoved(byMigrationFrom: 1), "the route no longer exists (migration from 1)"),
    Sentence(
      .unreadableRouteRecord(record),
      "the route record cannot be read: field 0: there is no case 'about'"),
    Sentence(
      .unexpectedRouteRecord(routeType: "Route"),
      "the route is a record, but Route is not a SnapshotRecord"),
    Sentence(.identityUsedTwice(4), "identity 4 is used twice"),
    Sentence(
      .identityOutOfRange(1 << 53), "identity 9007199254740992 is out of range (2^53 or more)"),
    Sentence(
      .optionsReset(
        EntryID(rawValue: 1),
        SnapshotDecodingFailure(.keyNotFound("sel"), at: [.key("opt")], detail: "")),
      "the options of entry#1 cannot be read and are reset: missing key 'sel' at opt"),
    Sentence(
      .unreadablePresentation(
        SnapshotDecodingFailure(.otherError(type: "StyleError"), at: [.index(0)], detail: "no")),
      "the presentation cannot be read: StyleError at [0]: no"),
    Sentence(.tooManyPresentations(limit: 16), "more than 16 presentations"),
  ])
  func everyReasonSaysWhatWentWrong(_ sentence: Sentence<RestorationIssue.Reason>) {
    #expect(sentence.value.description == sentence.text)
  }

  @Test func issuesSayWhereAndHowMuchWasDropped() {
    #expect(
      RestorationIssue(.cutShort(afterBytes: 9), in: .snapshot).description
        == "snapshot: dropped 0 entries: the snapshot is cut short after 9 bytes; what followed is lost"
    )
    #expect(
      RestorationIssue(.entryCutShort, in: .tab("home"), at: 3, droppedEntries: 1).description
        == "tab 'home' at 3: dropped 1 entry: the entry is cut short")
    #expect(
      RestorationIssue(
        .tooManyPresentations(limit: 1), in: .presentation(1), droppedEntries: 3,
        droppedPresentations: 2
      ).description
        == "presentation 1: dropped 2 presentations and 3 entries: more than 1 presentations")
    #expect(
      RestorationIssue(.unknownSelectedTab("a", fallback: "b"), in: .selectedTab).description
        == "selected tab: dropped 0 entries: 'a' is not one of the app's tabs; 'b' is selected")
  }

  @Test func errorsReadAsSentences() {
    let sentences: [Sentence<RestorationError>] = [
      Sentence(.empty, "The snapshot is empty."),
      Sentence(.tooLarge(bytes: 10, limit: 5), "The snapshot has 10 bytes; the limit is 5."),
      Sentence(
        .unreadable(.notASnapshot),
        "The snapshot cannot be read: the data is not a Waypoint snapshot"),
      Sentence(
        .unreadable(.damaged(Self.corrupted)),
        "The snapshot cannot be read: not a tab at state.selected"),
      Sentence(
        .unsupportedFormat(found: 4, supported: 3),
        "The snapshot has format 4; this version reads formats up to 3."),
    ]
    for sentence in sentences {
      #expect(sentence.value.description == sentence.text)
      #expect(sentence.value.localizedDescription == sentence.text)
    }
  }

  @Test func suggestionsSayWhatToDoWhereTheAppCanDoSomething() {
    #expect(
      RestorationError.unsupportedFormat(found: 4, supported: 3).recoverySuggestion
        == "Update the app: a newer version of it wrote this snapshot.")
    #expect(RestorationError.empty.recoverySuggestion == nil)
    #expect(
      RestorationIssue(.unknownTab, in: .tab("pokedex")).recoverySuggestion
        == "Keep the tab in SnapshotCoder.tabs while saved snapshots may still name it.")
    #expect(
      RestorationIssue.Reason.stackTooDeep(limit: 1).recoverySuggestion
        == "Raise RestorationLimits.maximumDepth if stacks this deep are expected.")
    let mismatch = SnapshotRecordError(
      field: 1, reason: .typeMismatch(expected: "Int", found: .string))
    #expect(
      RestorationIssue.Reason.unreadableRouteRecord(mismatch).recoverySuggestion
        == "Read the fields in the order write(to:) writes them, with the same types.")
    #expect(RestorationIssue.Reason.identityUsedTwice(1).recoverySuggestion == nil)
  }

  @Test(arguments: [
    Sentence(
      SnapshotRecordError(field: 1, reason: .noMoreFields), "field 1: the record has no more fields"
    ),
    Sentence(
      SnapshotRecordError(field: 0, reason: .damagedField),
      "field 0: the field is damaged or cut short"),
    Sentence(
      SnapshotRecordError(field: 1, reason: .typeMismatch(expected: "Int", found: .string)),
      "field 1: expected Int, found a string"),
    Sentence(
      SnapshotRecordError(field: 2, reason: .numberOutOfRange(type: "Int8")),
      "field 2: the number does not fit Int8"),
    Sentence(record, "field 0: there is no case 'about'"),
    Sentence(
      SnapshotRecordError(field: 3, reason: .invalidValue("a negative count")),
      "field 3: a negative count"),
    Sentence(
      SnapshotRecordError(field: 2, reason: .nested(record: "Filter", record)),
      "field 2: in Filter, field 0: there is no case 'about'"),
  ])
  func recordErrorsNameTheField(_ sentence: Sentence<SnapshotRecordError>) {
    #expect(sentence.value.description == sentence.text)
  }

  @Test func fieldKindsReadWithTheirArticle() {
    let kinds: [SnapshotRecordError.FieldKind] = [
      .null, .boolean, .integer, .unsignedInteger, .floatingPoint, .string, .list, .object, .record,
    ]
    #expect(
      kinds.map(\.description) == [
        "null", "a Boolean", "an integer", "an unsigned integer", "a floating-point number",
        "a string", "a list", "an object", "a record",
      ])
  }
}
