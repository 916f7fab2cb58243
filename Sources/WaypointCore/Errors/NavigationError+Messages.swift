// Every sentence the core says about a failed operation, in one place.

extension NavigationError {
  /// A sentence that says what failed and where.
  public var description: String {
    switch self {
    case .unknownTab(let tab):
      "Unknown tab '\(tab)'."
    case .unknownPresentation(let id):
      "No presentation \(id) is up."
    case .unknownEntry(let id, let location):
      "No entry \(id) on the stack of \(location)."
    case .stackIsEmpty(let location):
      "The stack of \(location) is empty: nothing to pop."
    case .notEnoughEntries(let requested, let available, let location):
      "Cannot pop \(requested) entries from \(location): it holds \(available)."
    case .negativeCount(let count):
      "Cannot pop \(count) entries: the count must not be negative."
    case .nothingPresented:
      "Nothing is presented: nothing to dismiss."
    case .depthLimitExceeded(let limit, let depth, let location):
      "The stack of \(location) would hold \(depth) entries; the limit is \(limit)."
    case .newPresentationTooDeep(let root, let limit, let depth):
      "The presentation of '\(MessageText.describing(root))' would hold \(depth) entries; "
        + "the limit is \(limit)."
    case .presentationLimitExceeded(let limit):
      "At most \(limit) presentations may be up at once."
    case .backNavigationLocked(let id, let location):
      "Back navigation from \(id) on \(location) is locked."
    case .dismissalLocked(let id):
      "\(id) is locked: only the app dismisses it."
    case .dialogHasNoStack(let id):
      "The dialog \(id) holds no stack: nothing can be pushed on it."
    case .presentedOverDialog(let id):
      "The dialog \(id) is up: nothing can be presented over it."
    case .misplacedDialog(let route):
      "The dialog '\(MessageText.describing(route))' must be the top presentation and hold no stack."
    case .tabHidden(let tab):
      "The tab '\(tab)' is hidden."
    case .invalidState(let violation):
      "Invalid navigation state: \(violation)."
    case .unknownReturnPoint(let name):
      "No entry is the return point '\(MessageText.quoting(name))'."
    case .optionNotTaken(let id, let style):
      "\(id) is \(style == .alert ? "an" : "a") \(style), which takes no "
        + "\(style.traits.takesDetents ? "anchor" : style.traits.takesAnchor ? "detents" : "option")"
        + " by the style table."
    case .unknownDetent(let detent, let id):
      "The detent \(detent) is not one of the detents of \(id)."
    case .outdatedReport(let seen, let current):
      "The UI reported a change against version \(seen), but the state is at \(current) and no longer fits it."
    }
  }

  /// What to do instead, when the error has an obvious remedy; `nil` otherwise.
  public var recoverySuggestion: String? {
    switch self {
    case .stackIsEmpty(.presentation(let id)):
      "Use dismiss() to close \(id)."
    case .notEnoughEntries(_, let available, _):
      "Pop at most \(available), or use popToRoot() to pop them all."
    case .nothingPresented:
      "Check presentations.isEmpty first, or use dismissAll(), which accepts nothing presented."
    case .depthLimitExceeded, .newPresentationTooDeep:
      "Raise NavigationLimits.maximumDepth, or replace the stack instead of growing it."
    case .presentationLimitExceeded:
      "Dismiss a presentation first, or raise NavigationLimits.maximumPresentations."
    case .backNavigationLocked:
      "The app can still pop or dismiss it: unlock it with updateOptions(of:_:), or finish it."
    case .dismissalLocked:
      "Dismiss it from the app, or let the user with updatePresentation { $0.dismissal = .allowed }."
    case .outdatedReport:
      "Show the navigator's current state again; the user's change was not applied."
    case .presentedOverDialog(let id):
      "Wait for the dialog's answer, or dismiss \(id) first."
    case .dialogHasNoStack:
      "Present a sheet for screens that need a stack of their own."
    case .tabHidden:
      "Show the tab again with arrangeTabs(_:hidden:sections:), or let the policy reveal hidden tabs."
    case .misplacedDialog:
      "Put the dialog last among the presentations, without a stack; present a sheet for "
        + "screens that need a stack of their own."
    case .optionNotTaken:
      "Give detents to sheets only, and an anchor to popovers and confirmation dialogs only."
    case .unknownDetent:
      "Select one of the detents, or add it to them first."
    default: nil
    }
  }
}

extension NavigationError.InvariantViolation {
  /// The broken rule, as a clause: `the selected tab 'x' is not one of the tabs`.
  public var description: String {
    switch self {
    case .noTabs: "the state has no tabs"
    case .repeatedTabs(let tabs): "tabs \(tabs) are not unique"
    case .unknownSelectedTab(let tab): "the selected tab '\(tab)' is not one of the tabs"
    case .identityCounterTooLarge(let counter): "the identity counter \(counter) is above 2^53"
    case .identityUsedTwice(let raw): "identity \(raw) is used twice"
    case .identityNotBelowCounter(let raw, let counter):
      "identity \(raw) is not below the identity counter \(counter)"
    case .misplacedDialog(let id):
      "the dialog \(id) is not the top presentation or holds a stack"
    case .misfitOptions(let id): "the options of \(id) do not fit its style or its detents"
    case .strayTab(let tab): "the hidden tab or section of '\(tab)' names no tab of the state"
    case .selectedTabHidden(let tab): "the selected tab '\(tab)' is hidden, or every tab is"
    }
  }
}
