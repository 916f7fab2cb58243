/// Why an operation on a ``NavigationState`` failed.
///
/// Every operation either succeeds or throws one of these and leaves the state exactly as it was.
/// Each case names what was wrong and where; `description` turns it into a sentence fit for a log
/// or a status line, and ``recoverySuggestion`` says what to do instead, where there is something.
public enum NavigationError<Schema: NavigationSchema>: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// The state has no such tab.
  case unknownTab(Schema.Tab)
  /// No presentation with this identity is up.
  case unknownPresentation(PresentationID)
  /// The entry is not on the stack the operation acts on.
  case unknownEntry(EntryID, in: StackLocation<Schema>)
  /// The stack has no entry to pop or replace.
  case stackIsEmpty(StackLocation<Schema>)
  /// A pop asked for more entries than the stack holds.
  case notEnoughEntries(requested: Int, available: Int, in: StackLocation<Schema>)
  /// A pop was asked to remove a negative number of entries.
  case negativeCount(Int)
  /// A dismissal was asked for while nothing is presented.
  case nothingPresented
  /// The stack would grow past the depth limit.
  case depthLimitExceeded(limit: Int, resultingDepth: Int, in: StackLocation<Schema>)
  /// A presentation asked for would hold more entries than the depth limit; it is named by its
  /// root's route, as it never came to exist.
  case newPresentationTooDeep(root: Schema.Route, limit: Int, resultingDepth: Int)
  /// The chain of presentations would grow past the limit.
  case presentationLimitExceeded(limit: Int)
  /// Something would be pushed on a dialog (an alert or a confirmation dialog), which holds no
  /// stack.
  case dialogHasNoStack(PresentationID)
  /// Something would be presented over a dialog, which stays on top until it is answered or
  /// dismissed.
  case presentedOverDialog(PresentationID)
  /// A dialog was asked for with a stack or below another presentation (by a present or a target);
  /// named by its route, as it never came to exist.
  case misplacedDialog(Schema.Route)
  /// A transition the user or a link asked for would remove a back-locked entry, or change its
  /// lock.
  case backNavigationLocked(EntryID, in: StackLocation<Schema>)
  /// A transition the user or a link asked for would dismiss a presentation that only the app may
  /// dismiss (its ``Presentation/dismissal`` is ``Dismissal/locked``).
  case dismissalLocked(PresentationID)
  /// A way in (a link, a selection, a target) leads to a hidden tab, and the policy does not reveal
  /// hidden tabs.
  case tabHidden(Schema.Tab)
  /// A state built from parts breaks an invariant.
  case invalidState(InvariantViolation)
  /// A presentation was given an option its style does not take (``Presentation/detents`` on
  /// anything but a sheet, an ``Presentation/anchor`` on anything but a popover or a confirmation
  /// dialog).
  case optionNotTaken(by: PresentationID, style: PresentationStyle)
  /// A presentation's selected detent is not one of its detents.
  case unknownDetent(Detent, in: PresentationID)
  /// A UI report was made against an older version and no longer fits the state.
  case outdatedReport(seen: UInt64, current: UInt64)
  /// No entry on screen or in any tab is the return point of this name.
  case unknownReturnPoint(String)

  /// A rule every ``NavigationState`` keeps, broken by a state built from parts.
  public enum InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The state has no tabs.
    case noTabs
    /// A tab appears more than once in the tab list.
    case repeatedTabs([Schema.Tab])
    /// The selected tab is not one of the tabs.
    case unknownSelectedTab(Schema.Tab)
    /// The identity counter is above 2⁵³.
    case identityCounterTooLarge(UInt64)
    /// Two entries or presentations share an identity.
    case identityUsedTwice(UInt64)
    /// An identity is not below the identity counter, so the counter could hand it out again.
    case identityNotBelowCounter(UInt64, counter: UInt64)
    /// A dialog is not the top presentation, or holds a stack.
    case misplacedDialog(PresentationID)
    /// A presentation's options do not fit its style or its detents.
    case misfitOptions(PresentationID)
    /// A hidden tab or a section names a tab the state does not have.
    case strayTab(Schema.Tab)
    /// The selected tab is hidden, or every tab is.
    case selectedTabHidden(Schema.Tab)
  }
}
