@testable import WaypointCore
@testable import WaypointRestoration

// Issues and errors compared by value. A decoding failure's `detail` is the
// decoder's own wording (JSONDecoder's differs between Foundation versions),
// so the tables compare what failed and where, and leave the wording out.

extension SnapshotDecodingFailure {
  /// A failure at `path`, spelled as in reports (`state.tabs[0].stack`;
  /// empty for the top level), with no detail.
  static func at(_ path: String, _ problem: Problem) -> Self {
    Self(problem, at: components(of: path), detail: "")
  }

  /// `state.tabs[0]` as `[.key("state"), .key("tabs"), .index(0)]`.
  private static func components(of path: String) -> [PathComponent] {
    path.split(separator: ".").flatMap { step -> [PathComponent] in
      let parts = step.split(separator: "[")
      let key = parts.first.map { [PathComponent.key(String($0))] } ?? []
      return key + parts.dropFirst().compactMap { Int($0.dropLast()).map(PathComponent.index) }
    }
  }

  /// The same failure without the decoder's wording.
  var withoutDetail: Self { Self(problem, at: codingPath, detail: "") }
}

extension RestorationIssue {
  /// The same issue without the decoders' wording.
  var withoutDetail: Self {
    Self(
      reason.withoutDetail, in: part, at: position, droppedEntries: droppedEntries,
      droppedPresentations: droppedPresentations)
  }
}

extension RestorationIssue.Reason {
  /// The same reason without the decoder's wording.
  var withoutDetail: Self {
    switch self {
    case .unreadableTabs(let failure): .unreadableTabs(failure.withoutDetail)
    case .unreadablePresentations(let failure): .unreadablePresentations(failure.withoutDetail)
    case .unreadableTab(let failure): .unreadableTab(failure.withoutDetail)
    case .unreadableSelectedTab(let failure, let fallback):
      .unreadableSelectedTab(failure.withoutDetail, fallback: fallback)
    case .unreadableStack(let failure): .unreadableStack(failure.withoutDetail)
    case .unreadableEntry(let failure): .unreadableEntry(failure.withoutDetail)
    case .unreadableRoute(let failure): .unreadableRoute(failure.withoutDetail)
    case .optionsReset(let id, let failure): .optionsReset(id, failure.withoutDetail)
    case .unreadablePresentation(let failure): .unreadablePresentation(failure.withoutDetail)
    case .cutShort, .identityCounterOutOfRange, .unknownTab, .repeatedTab, .unknownSelectedTab,
      .stackTooDeep, .entryCutShort, .routeRemoved, .unreadableRouteRecord, .unexpectedRouteRecord,
      .identityUsedTwice, .identityOutOfRange, .tooManyPresentations:
      self
    }
  }
}

extension RestorationError {
  /// The same error without the decoder's wording.
  var withoutDetail: Self {
    guard case .unreadable(.damaged(let failure)) = self else { return self }
    return .unreadable(.damaged(failure.withoutDetail))
  }
}
