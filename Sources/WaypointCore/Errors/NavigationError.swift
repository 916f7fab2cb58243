/// Why an operation on a ``NavigationState`` was refused.
///
/// Every operation either succeeds or throws one of these and leaves the state
/// exactly as it was. Each case names what was wrong and where; `description`
/// turns it into a sentence fit for a log or a status line.
public enum NavigationError<Schema: NavigationSchema>: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// The state has no such tab.
  case unknownTab(Schema.Tab)
  /// No presentation with this identity is up.
  case noSuchPresentation(PresentationID)
  /// The entry is not on the stack the operation acts on.
  case noSuchEntry(EntryID, in: StackLocation<Schema>)
  /// No entry on the stack satisfies the predicate.
  case noMatchingEntry(in: StackLocation<Schema>)
  /// The stack has no entry to pop or replace.
  case stackIsEmpty(StackLocation<Schema>)
  /// A pop asked for more entries than the stack holds.
  case notEnoughEntries(requested: Int, available: Int, in: StackLocation<Schema>)
  /// A dismissal was asked for while nothing is presented.
  case nothingPresented
  /// The stack would grow past the depth policy.
  case depthLimitExceeded(limit: Int, resultingDepth: Int, in: StackLocation<Schema>)
  /// The chain of presentations would grow past the policy.
  case presentationLimitExceeded(limit: Int)
  /// A user-caused transition would remove an entry whose back navigation is locked.
  case backNavigationLocked(EntryID, in: StackLocation<Schema>)
  /// A step carries an identity the state already uses.
  case identityInUse(UInt64)
  /// Two states with different tabs cannot be planned between.
  case tabsDiffer(from: [Schema.Tab], to: [Schema.Tab])
  /// A state built from parts breaks an invariant.
  case invalidState(String)
  /// A UI report was made against an older version and no longer fits the state.
  case outdatedReport(seen: UInt64, current: UInt64)

  /// A sentence that says what was refused and where.
  public var description: String {
    switch self {
    case .unknownTab(let tab):
      "Unknown tab '\(tab)'."
    case .noSuchPresentation(let id):
      "No presentation \(id) is up."
    case .noSuchEntry(let id, let location):
      "No entry \(id) on the stack of \(location)."
    case .noMatchingEntry(let location):
      "No entry on the stack of \(location) matches."
    case .stackIsEmpty(let location):
      "The stack of \(location) is empty: nothing to pop."
    case .notEnoughEntries(let requested, let available, let location):
      "Cannot pop \(requested) entries from \(location): it holds \(available)."
    case .nothingPresented:
      "Nothing is presented: nothing to dismiss."
    case .depthLimitExceeded(let limit, let depth, let location):
      "The stack of \(location) would hold \(depth) entries; the limit is \(limit)."
    case .presentationLimitExceeded(let limit):
      "At most \(limit) presentations may be stacked."
    case .backNavigationLocked(let id, let location):
      "Back navigation from \(id) on \(location) is locked."
    case .identityInUse(let raw):
      "Identity \(raw) is already in use."
    case .tabsDiffer(let from, let to):
      "Cannot plan between states with different tabs: \(list(from)) and \(list(to))."
    case .invalidState(let violation):
      "Invalid navigation state: \(violation)."
    case .outdatedReport(let seen, let current):
      "The UI reported a change against version \(seen), but the state is at \(current) and no longer fits it."
    }
  }

  private func list(_ tabs: [Schema.Tab]) -> String {
    "[" + tabs.map { "'\($0)'" }.joined(separator: ", ") + "]"
  }
}
