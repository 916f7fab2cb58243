import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Alerts and confirmation dialogs hold no stack and stay on top; popovers
/// are sheets by another name.
///
/// Each refusal is compared whole and leaves the state as it was.
@Suite struct DialogTests {
  static let dialogStyles: [PresentationStyle] = [.alert, .confirmationDialog]

  /// home: [list]; a sheet of `about` with [detail(1)]; a dialog of `edit(1)` over it.
  private func sheetWithDialog(_ style: PresentationStyle = .alert) throws -> TestState {
    var state = TestState.fresh
    try state.push(.list)
    try state.present(.about, stack: [StackElement(.detail(1))])
    try state.present(.edit(1), style: style)
    return state
  }

  @Test func onlyAlertsAndConfirmationDialogsAreDialogs() {
    #expect(PresentationStyle.allCases.filter(\.isDialog) == Self.dialogStyles)
  }

  // MARK: Present

  @Test(arguments: dialogStyles)
  func aDialogIsPresentedOnTopWithoutAStack(style: PresentationStyle) throws {
    var state = TestState.fresh
    let transition = try state.present(.about, style: style)
    let dialog = try #require(state.presentations.last)
    #expect(dialog.style == style)
    #expect(dialog.stack.isEmpty)
    #expect(transition.steps == [.present(dialog)])
    #expect(state.invariantViolations().isEmpty)
  }

  @Test(arguments: dialogStyles, PresentationStyle.allCases)
  func nothingIsPresentedOverADialog(dialogStyle: PresentationStyle, style: PresentationStyle)
    throws
  {
    var state = try sheetWithDialog(dialogStyle)
    let before = state
    let dialog = state.presentations[1].id
    #expect(
      navigationError { _ = try state.present(.list, style: style) }
        == .presentedOverDialog(dialog))
    #expect(state == before)
  }

  @Test(arguments: dialogStyles)
  func aDialogWithAStackIsRefused(style: PresentationStyle) throws {
    var state = TestState.fresh
    #expect(
      navigationError { _ = try state.present(.about, style: style, stack: [StackElement(.list)]) }
        == .misplacedDialog(.about))
    #expect(state == .fresh)
  }

  @Test func presentingTheDialogOnTopAgainIsADoubleTap() throws {
    var state = try sheetWithDialog()
    let before = state
    #expect(try state.present(.edit(1), style: .alert).isEmpty)
    #expect(state == before)
    try state.present(.edit(1), style: .alert, options: .init(selection: "again"))
    #expect(state.presentations.count == 2)
    #expect(state.presentations[1].root.options.selection == "again")
    #expect(
      navigationError {
        _ = try state.present(.edit(1), style: .alert, policy: .init(duplicatePush: .pushAnyway))
      } == .presentedOverDialog(state.presentations[1].id))
  }

  @Test func theDialogCountsTowardsThePresentationLimit() throws {
    var state = TestState.fresh
    let limited = NavigationPolicy(limits: .init(maximumPresentations: 1))
    try state.present(.about, policy: limited)
    #expect(
      navigationError { _ = try state.present(.list, style: .alert, policy: limited) }
        == .presentationLimitExceeded(limit: 1))
  }

  // MARK: The stack beneath

  @Test(arguments: dialogStyles)
  func theActiveStackIsTheOneBeneathTheDialog(style: PresentationStyle) throws {
    let state = try sheetWithDialog(style)
    let sheet = state.presentations[0]
    #expect(state.activeLocation == .presentation(sheet.id))
    #expect(state.activeStack == sheet.stack)
    #expect(state.visibleEntry == state.presentations[1].root)
    var overTab = TestState.fresh
    try overTab.push(.list)
    try overTab.present(.about, style: style)
    #expect(overTab.activeLocation == .tab(.home))
    #expect(overTab.activeStack.map(\.route) == [.list])
  }

  @Test func pushesAndPopsLandBeneathTheDialogWhichStays() throws {
    var state = try sheetWithDialog()
    let sheet = state.presentations[0].id
    let dialog = state.presentations[1]
    let push = try state.push(.detail(2))
    #expect(push.steps.count == 1)
    #expect(state.routes(.presentation(sheet)) == [.detail(1), .detail(2)])
    try state.pop()
    try state.popToRoot()
    #expect(state.routes(.presentation(sheet)) == [])
    try state.replaceStack(with: [.list])
    #expect(state.routes(.presentation(sheet)) == [.list])
    #expect(state.presentations.last == dialog)
    #expect(state.invariantViolations().isEmpty)
  }

  @Test func everyStackOperationAtADialogIsRefused() throws {
    var state = try sheetWithDialog()
    let before = state
    let dialog = state.presentations[1].id
    let location = StackLocation<TestApp>.presentation(dialog)
    let operations: [(String, (inout TestState) throws -> Void)] = [
      ("push", { _ = try $0.push(.list, in: location) }),
      ("push many", { _ = try $0.push(contentsOf: [.list, .about], in: location) }),
      ("pop", { _ = try $0.pop(in: location) }),
      ("pop count", { _ = try $0.pop(count: 0, in: location) }),
      ("pop to root", { _ = try $0.popToRoot(in: location) }),
      ("replace stack", { _ = try $0.replaceStack(with: [.list], in: location) }),
      ("replace top", { _ = try $0.replaceTop(with: .list, in: location) }),
    ]
    for (name, operation) in operations {
      #expect(
        navigationError { try operation(&state) } == .dialogHasNoStack(dialog), "\(name)")
      #expect(state == before, "\(name)")
    }
  }

  // MARK: Dismiss and finish

  @Test func dismissTakesTheDialogAwayAndLeavesTheSheet() throws {
    var state = try sheetWithDialog()
    let dialog = state.presentations[1]
    #expect(try state.dismiss().steps == [.dismiss(dialog)])
    #expect(state.presentations.map(\.root.route) == [.about])
  }

  @Test func finishingTheDialogsRootDismissesTheDialogOnly() throws {
    var state = try sheetWithDialog()
    let dialog = state.presentations[1]
    #expect(try state.finish(dialog.root.id).steps == [.dismiss(dialog)])
    #expect(state.presentations.map(\.root.route) == [.about])
  }

  @Test func finishingTheRootBeneathADialogDismissesBoth() throws {
    var state = try sheetWithDialog()
    let (sheet, dialog) = (state.presentations[0], state.presentations[1])
    let transition = try state.finish(sheet.root.id)
    #expect(transition.steps == [.dismiss(dialog), .dismiss(sheet)])
    #expect(state.presentations.isEmpty)
    #expect(state.routes() == [.list])
  }

  @Test func finishingAScreenBeneathADialogPopsItAndKeepsTheDialog() throws {
    var state = try sheetWithDialog()
    let sheet = state.presentations[0].id
    try state.finish(state.activeStack[0].id)
    #expect(state.routes(.presentation(sheet)) == [])
    #expect(state.presentations.map(\.style) == [.sheet, .alert])
  }

  // MARK: Navigate

  @Test func aTargetMayEndWithADialog() throws {
    var state = TestState.fresh
    try state.navigate(
      to: .init(
        tab: .search, routes: [.list],
        presentations: [
          .init(StackElement(.about), style: .sheet, stack: [StackElement(.detail(1))]),
          .init(StackElement(.edit(1)), style: .confirmationDialog),
        ]))
    #expect(state.presentations.map(\.style) == [.sheet, .confirmationDialog])
    #expect(state.activeStack.map(\.route) == [.detail(1)])
    #expect(state.invariantViolations().isEmpty)
  }

  @Test(arguments: dialogStyles)
  func aTargetWithADialogBelowAnotherPresentationIsRefused(style: PresentationStyle) throws {
    var state = TestState.fresh
    let target = NavigationTarget<TestApp>(
      tab: .home, routes: [],
      presentations: [.init(StackElement(.about), style: style), .init(StackElement(.list))])
    #expect(navigationError { _ = try state.navigate(to: target) } == .misplacedDialog(.about))
    #expect(state == .fresh)
  }

  @Test(arguments: dialogStyles)
  func aTargetWithADialogHoldingAStackIsRefused(style: PresentationStyle) throws {
    var state = TestState.fresh
    let target = NavigationTarget<TestApp>.presenting(.about, style: style, stack: [.list])
    #expect(navigationError { _ = try state.navigate(to: target) } == .misplacedDialog(.about))
    #expect(state == .fresh)
  }

  @Test func aTargetWithoutTheDialogDismissesIt() throws {
    var state = try sheetWithDialog()
    let sheet = state.presentations[0].id
    try state.navigate(
      to: .init(
        tab: .home, routes: [.list],
        presentations: [.init(StackElement(.about), stack: [StackElement(.detail(1))])]))
    #expect(state.presentations.map(\.id) == [sheet])
  }

  /// A link that presents over what is up leaves a dialog unanswered: the
  /// user is going elsewhere, as a tap outside it would.
  @Test func presentingOverADialogThroughALinkDismissesItFirst() throws {
    let state = try sheetWithDialog()
    let (sheet, dialog) = (state.presentations[0], state.presentations[1])
    let transition = try state.planPresentOver(.presenting(.list), policy: .init())
    #expect(transition.steps.first == .dismiss(dialog))
    var landed = state
    try landed.apply(transition)
    #expect(landed.presentations.map(\.id).first == sheet.id)
    #expect(landed.presentations.map(\.root.route) == [sheet.root.route, .list])
  }

  // MARK: Popovers

  @Test func aPopoverHoldsAStackAndTakesPresentationsLikeASheet() throws {
    var state = TestState.fresh
    try state.present(.about, style: .popover, stack: [StackElement(.list)])
    let popover = state.presentations[0].id
    #expect(state.activeLocation == .presentation(popover))
    try state.push(.detail(1))
    #expect(state.routes(.presentation(popover)) == [.list, .detail(1)])
    try state.present(.edit(1), style: .popover)
    try state.push(.list)
    try state.present(.about, style: .alert)
    #expect(state.presentations.map(\.style) == [.popover, .popover, .alert])
    #expect(state.routes() == [.list])
    #expect(state.invariantViolations().isEmpty)
  }

  // MARK: Invariant and messages

  @Test(arguments: dialogStyles)
  func aStateWithAMisplacedDialogCannotBeBuilt(style: PresentationStyle) {
    let dialog = Presentation<TestApp>(
      id: PresentationID(rawValue: 1), style: style,
      root: NavigationEntry(id: EntryID(rawValue: 2), route: .about))
    let sheet = Presentation<TestApp>(
      id: PresentationID(rawValue: 3), style: .sheet,
      root: NavigationEntry(id: EntryID(rawValue: 4), route: .list))
    let stacked = Presentation<TestApp>(
      id: PresentationID(rawValue: 1), style: style,
      root: NavigationEntry(id: EntryID(rawValue: 2), route: .about),
      stack: [NavigationEntry(id: EntryID(rawValue: 5), route: .list)])
    for presentations in [[dialog, sheet], [stacked]] {
      #expect(
        navigationError {
          _ = try TestState(tabs: [(.home, [])], selectedTab: .home, presentations: presentations)
        } == .invalidState(.misplacedDialog(PresentationID(rawValue: 1))))
    }
    #expect(
      (try? TestState(tabs: [(.home, [])], selectedTab: .home, presentations: [sheet, dialog]))
        != nil)
  }

  /// Requests that ask for a dialog where none can be: with a stack, or below
  /// another presentation.
  static let misplacedDialogs: [(String, @Sendable (inout TestState) throws -> Void)] = [
    (
      "present with a stack",
      { try $0.present(.about, style: .alert, stack: [StackElement(.list)]) }
    ),
    (
      "target, dialog with a stack",
      { try $0.navigate(to: .presenting(.about, style: .alert, stack: [.list])) }
    ),
    (
      "target, dialog below a sheet",
      {
        try $0.navigate(
          to: NavigationTarget(
            tab: nil, stack: nil,
            presentations: [.init(StackElement(.about), style: .alert), .init(StackElement(.list))])
        )
      }
    ),
    (
      "presented over, dialog below a sheet",
      {
        _ = try $0.planPresentOver(
          NavigationTarget(
            tab: nil, stack: nil,
            presentations: [
              .init(StackElement(.about), style: .confirmationDialog), .init(StackElement(.list)),
            ]),
          policy: .init())
      }
    ),
  ]

  @Test(arguments: 0..<misplacedDialogs.count)
  func aMisplacedDialogIsNamedByItsRouteNotByAnIdentityThatNeverExisted(_ index: Int) throws {
    let (name, request) = Self.misplacedDialogs[index]
    for start in [TestState.fresh, try sheetWithDialog()] {
      var state = start
      let error = navigationError { try request(&state) }
      #expect(error == .misplacedDialog(.about), "\(name)")
      #expect(state == start, "\(name)")
    }
  }

  @Test func theDialogErrorsSayWhatAndWhatToDo() {
    let id = PresentationID(rawValue: 7)
    #expect(
      TestError.dialogHasNoStack(id).description
        == "The dialog presentation#7 holds no stack: nothing can be pushed on it.")
    #expect(
      TestError.dialogHasNoStack(id).recoverySuggestion
        == "Present a sheet for screens that need a stack of their own.")
    #expect(
      TestError.presentedOverDialog(id).description
        == "The dialog presentation#7 is up: nothing can be presented over it.")
    #expect(
      TestError.presentedOverDialog(id).recoverySuggestion
        == "Wait for the dialog's answer, or dismiss presentation#7 first.")
    #expect(
      TestError.misplacedDialog(.about).description
        == "The dialog 'about' must be the top presentation and hold no stack.")
    #expect(
      TestError.misplacedDialog(.about).recoverySuggestion
        == "Put the dialog last among the presentations, without a stack; present a sheet for "
        + "screens that need a stack of their own.")
    #expect(
      TestError.invalidState(.misplacedDialog(id)).description
        == "Invalid navigation state: the dialog presentation#7 is not the top presentation "
        + "or holds a stack.")
  }
}
