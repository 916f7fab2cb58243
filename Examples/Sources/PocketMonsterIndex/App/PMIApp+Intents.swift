public import Waypoint

extension PMIApp {
  /// Runs choice `number` (counting from 1) of the screen on display; on a
  /// list, of the page on display.
  public func tap(_ number: Int) async {
    guard let choice = pageChoices().element(numbered: number) else {
      fail("There is no choice \(number) here.")
      return
    }
    await run(choice.intent)
  }

  /// Carries out a screen's choice.
  public func run(_ intent: ScreenAction.Intent) async {
    status = ""
    switch intent {
    case .push(let route): report(await navigator.push(route).outcome)
    case .present(let route): report(await navigator.present(route).outcome)
    case .selectTab(let tab) where !navigator.state.presentations.isEmpty:
      // Settings, chosen in the quick look: the sheet closes, and Settings
      // shows; switching the tab behind a sheet left up showed nothing.
      report(
        await navigator.perform(.user) {
          $0.dismissAll()
          try $0.selectTab(tab)
        }.outcome)
    case .selectTab(let tab): report(await navigator.selectTab(tab).outcome)
    case .addToTeam(let number): await addToTeam(number)
    case .release(let number): await startAsking { await $0.confirmRelease(number) }
    case .resetTeam: await startAsking { await $0.confirmReset() }
    case .answer(let answer): await self.answer(answer)
    case .signIn: await signIn()
    case .signOut:
      data.signedIn = false
      // The trainer profile may be on a stack: it leaves with the sign-in.
      report(await navigator.revalidate().outcome)
      status = "Signed out."
    case .cancelSignIn:
      navigator.cancelPending()
      report(await navigator.dismiss().outcome)
    case .startExport: await runExport()
    case .finishExport:
      guard let sheet = navigator.state.presentations.first(where: { $0.root.route == .export })
      else {
        return
      }
      report(await navigator.dismiss(sheet.id).outcome)
    case .chooseBerry(let number): await chooseBerry(for: number)
    case .giveBerry(let berry):
      report(await navigator.return(to: Self.berryPoint, with: .berry(berry)).outcome)
    case .hideBerries(let hide):
      report(
        await navigator.perform { try $0.arrangeTabs($0.tabs, hidden: hide ? [.berries] : []) }
          .outcome)
      status = hide ? "The Berries tab is hidden." : "The Berries tab is shown."
    case .shareLink:
      if let link = currentLink() {
        status = "Link: \(link)"
      } else {
        fail("This screen has no link.")
      }
    }
  }

  /// Whether the screen on display is a Pokémon or a berry, whose
  /// neighbours ``showNeighbour(by:)`` shows.
  ///
  /// It is not at the root of a sheet (the quick look): a neighbour takes
  /// its place on a stack, and the sheet has none under its root.
  public var hasNeighbours: Bool {
    let state = navigator.state
    guard !state.activeStack.isEmpty else { return false }
    return switch state.visibleEntry?.route {
    case .pokemon?, .berry?: true
    default: false
    }
  }

  /// Shows the previous or next Pokémon or berry in place of the one on
  /// display, as ←/→ do: browsing along the catalogue replaces the top
  /// screen instead of stacking one screen per step.
  public func showNeighbour(by delta: Int) async {
    status = ""
    guard hasNeighbours, let route = navigator.state.visibleEntry?.route else { return }
    let neighbour: PMI.Route
    switch route {
    case .pokemon(let number) where catalogue.monster(number + delta) != nil:
      neighbour = .pokemon(number + delta)
    case .berry(let number) where catalogue.berry(number + delta) != nil:
      neighbour = .berry(number + delta)
    case .pokemon, .berry:
      fail(delta < 0 ? "This is the first one." : "This is the last one.")
      return
    default: return
    }
    await showInPlace(neighbour)
  }

  /// Replaces the Pokémon or berry on display with `route`, as any viewer
  /// does: the highlighted row stays where it was.
  func showInPlace(_ route: PMI.Route) async {
    let options = navigator.state.visibleEntry?.options ?? EntryOptions()
    report(await navigator.replaceTop(with: route, options: options).outcome)
  }

  /// Goes back one screen as the user's back button does: a user-caused pop,
  /// or dismissing a sheet at its root.
  ///
  /// Locked screens refuse.
  public func back() async {
    status = ""
    let state = navigator.state
    let version = navigator.version
    if let top = state.presentations.last, top.style.isDialog {
      await answer(nil)  // Back on a question: the Cancel of a dialog
    } else if !state.activeStack.isEmpty {
      let landing = state.activeStack.dropLast().last?.id
      let outcome = await navigator.userDidChange(
        .pop(to: landing, in: state.activeLocation), seenVersion: version
      ).outcome
      report(outcome)
      if case .applied = outcome, state.visibleEntry?.route == .exportProgress {
        // Said now, not when the export would have ended on some other screen.
        status = Self.exportCancelled
      }
    } else if let sheet = state.presentations.last {
      if sheet.root.route == .signIn { navigator.cancelPending() }
      report(await navigator.userDidChange(.dismiss(sheet.id), seenVersion: version).outcome)
    } else {
      fail("Already at the top of \(state.selectedTab.title).")
    }
  }

  /// Whether Back goes anywhere from here.
  ///
  /// It does from a pushed screen that is not locked, and from a sheet at
  /// its root. A front end offers Back only then.
  public var canGoBack: Bool {
    let state = navigator.state
    if let top = state.activeStack.last { return !top.options.isBackLocked }
    return !state.presentations.isEmpty
  }

  /// Selects a tab as a tap on the tab bar does; tapping the current one pops it to its list.
  ///
  /// While a sheet is up it covers the tab bar, as in an app: the tab stays.
  public func selectTab(_ tab: PMI.Tab) async {
    status = ""
    if let top = navigator.state.presentations.last {
      fail(
        top.style.isDialog
          ? "Answer “\(title(of: top.root.route))” first: Back cancels it."
          : "The “\(title(of: top.root.route))” sheet covers the tabs: close it first.")
      return
    }
    report(await navigator.userDidChange(.selectTab(tab), seenVersion: navigator.version).outcome)
  }

  /// Opens a link, written as the link field takes it.
  ///
  /// That is `pmi://pokedex/25`, `https://pmi.example.com/pokedex/25`, or
  /// the bare path `pokedex/25` (see ``PMILinks/link(from:)``). A bad one
  /// changes nothing and says why in ``status``.
  @discardableResult
  public func open(_ text: String) async -> NavigationOutcome<PMI> {
    status = ""
    let outcome = await navigator.open(.link(PMILinks.link(from: text)), with: router).outcome
    if case .failed(_, let error as LinkError) = outcome {
      // The router's message, then its hint: for a near miss, the pattern meant.
      fail([error.description, error.recoverySuggestion].compactMap { $0 }.joined(separator: " "))
    } else {
      report(outcome)
    }
    return outcome
  }

  /// The highlighted row of the screen on display: a list's saved position,
  /// or the selection saved in the entry's options, which Waypoint keeps
  /// with the entry, restores with it and shows again after Back.
  public var highlightedRow: Int {
    let state = navigator.state
    guard let entry = state.visibleEntry ?? state.presentations.last?.root else {
      return listPosition(state.selectedTab).row
    }
    if let saved = entry.options.selection.flatMap({ Int($0) }) { return saved }
    // A question opens on its safe answer: Enter, Enter must not release.
    return dialog(for: entry.route)?.buttons.firstIndex { $0.role == .cancel } ?? 0
  }

  /// Saves the highlighted row of the screen on display in its entry (or
  /// its list position), so Back, a tab switch or a relaunch shows it again.
  public func highlight(row: Int, top: Int = 0) async {
    let state = navigator.state
    guard let entry = state.visibleEntry ?? state.presentations.last?.root else {
      setListPosition(ListPosition(row: row, top: top), for: state.selectedTab)
      return
    }
    guard entry.options.selection != String(row) else { return }
    report(await navigator.updateOptions(of: entry.id) { $0.selection = String(row) }.outcome)
  }

  /// The back-history menu: every screen of the active stack, root first,
  /// with its title; the last one is on display.
  public func history() -> [String] {
    stackTitles
  }

  /// Goes back to screen `index` of ``history()`` in one step (0 is the root).
  ///
  /// A question on display is the history's last screen: going back from
  /// it cancels it first, as Back does, so it never floats over a screen
  /// it did not ask on. Leaving the running export says that nothing was
  /// written, as Back does.
  public func popToHistory(_ index: Int) async {
    status = ""
    let history = history()
    guard history.indices.contains(index) else {
      fail("There is no screen \(index) in the history.")
      return
    }
    guard index < history.count - 1 else { return }  // here already
    if isAsking {
      await answer(nil)
      guard !isAsking else { return }  // it could not be dismissed: the status says why
    }
    let state = navigator.state
    let stack = state.activeStack
    guard index < stack.count else { return }  // the question was the one screen to leave
    let isExporting = state.visibleEntry?.route == .exportProgress
    let outcome = await navigator.userDidChange(
      .pop(  // Screen 0 is the tab's root, screen N the stack's Nth entry.
        to: stack.element(numbered: index)?.id, in: state.activeLocation),
      seenVersion: navigator.version
    ).outcome
    report(outcome)
    if case .applied = outcome, isExporting { status = Self.exportCancelled }
  }

  /// Leaves the export on display as the session ends, saying what became
  /// of it: a running one is cancelled, as Back does; a finished one is
  /// closed, as Done does.
  ///
  /// Either way the next launch opens where the export was started from,
  /// not on a progress bar that never moves, nor on "Export finished"
  /// without the file it wrote in mind.
  ///
  /// - Returns: What became of the export; nil when none is on display.
  public func leaveExport() async -> String? {
    switch navigator.state.visibleEntry?.route {
    case .exportProgress?:
      await back()
      return navigator.state.visibleEntry?.route == .exportProgress ? nil : Self.exportCancelled
    case .exportFinished?:
      let said =
        exportedFile.map { "Your team was written to \($0.path)." } ?? "Nothing was written."
      await run(.finishExport)
      return said
    default:
      return nil
    }
  }

  /// What leaving the running export says.
  static let exportCancelled = "Export cancelled: nothing was written."

  // MARK: - Adding, releasing and exporting

  /// Adds a member and keeps the user where they are, saying so in place.
  ///
  /// The Pokémon's screen then shows "In your team."; browsing goes on.
  private func addToTeam(_ number: Int) async {
    let name = catalogue.monster(number)?.name ?? "#\(number)"
    guard !data.team.contains(number) else {
      fail("\(name) is already in your team.")
      return
    }
    guard data.team.count < PMIData.teamLimit else {
      fail("A team has at most six members.")
      return
    }
    data.team.append(number)
    status = "\(name) joined your team."
  }

  /// Seed 7: the member's screen `entry` finishes itself through a
  /// completion that knows only its own entry, then every other screen of
  /// the released member goes too.
  func release(_ number: Int, from entry: EntryID?) async {
    let finish: @MainActor () async -> NavigationOutcome<PMI>? = { [navigator] in
      guard let entry, navigator.state.entry(entry) != nil else { return nil }
      return await navigator.finish(entry).outcome
    }
    data.team.removeAll { $0 == number }
    if let finished = await finish() { report(finished) }
    report(await navigator.removeEntries { $0.route == .teamMember(number) }.outcome)
    status = "Released \(catalogue.monster(number)?.name ?? "#\(number)")."
  }

  /// Signing in resumes the navigation that was redirected to sign-in.
  private func signIn() async {
    data.signedIn = true
    if let resumed = await navigator.resumePending()?.outcome {
      report(resumed)
    } else {
      report(await navigator.dismiss().outcome)
    }
    if status.isEmpty { status = "Signed in as Red." }
  }

  /// Seed 3: the export runs for a while, writes the team, then pushes a
  /// screen the user cannot go back from; Done dismisses the whole sheet.
  ///
  /// Going back while it runs cancels it: nothing is written, and nothing
  /// is said later.
  private func runExport() async {
    guard !data.team.isEmpty else {
      fail("Your team is empty: there is nothing to export.")
      return
    }
    let outcome = await navigator.push(.exportProgress).outcome
    report(outcome)
    guard case .applied = outcome, let entry = navigator.state.visibleEntry?.id else { return }
    exportedFile = nil
    exportProgress = 0
    onChange?()  // the progress screen is up: a front end can draw it now
    defer { exportProgress = nil }
    for step in 1...10 {
      try? await Task.sleep(for: exportDuration / 10)
      guard navigator.state.entry(entry) != nil else { return }
      exportProgress = Double(step) / 10
      onChange?()
    }
    guard navigator.state.visibleEntry?.id == entry else { return }
    do {
      try TeamExport(team: data.team, catalogue: catalogue, router: router).write(to: exportURL)
      exportedFile = exportURL
    } catch {
      fail("The export failed: \(error.localizedDescription)")
    }
    report(await navigator.push(.exportFinished, options: EntryOptions(isBackLocked: true)).outcome)
  }

  /// The canonical link of the screen on display, if it has one: the link
  /// of where it is, or else of the screen itself on its own tab (a Pokémon
  /// opened from the Team tab, or in a quick look, is `pmi://pokedex/25`).
  func currentLink() -> String? {
    let state = navigator.state
    if state.presentations.isEmpty, let link = router.link(for: state.screenOnTop) { return link }
    guard let route = state.visibleEntry?.route, let tab = Self.home(of: route) else { return nil }
    return router.link(for: NavigationTarget(tab: tab, routes: [route]))
  }

  /// The tab a screen's own link lands on.
  static func home(of route: PMI.Route) -> PMI.Tab? {
    switch route {
    case .pokemon: .pokedex
    case .berry: .berries
    case .teamMember: .team
    case .trainerProfile, .about: .settings
    case .signIn, .export, .exportProgress, .exportFinished, .confirmRelease, .confirmReset,
      .chooseBerry:
      nil
    }
  }

  /// Puts a refusal or failure into ``status`` in the user's words; a
  /// redirection to sign in is the guard working, not a failure.
  func report(_ outcome: NavigationOutcome<PMI>) {
    switch outcome {
    case .applied: break
    case .denied(_, let reason): fail(reason)
    case .redirected(_, _, let reason): status = "Sign in first: \(reason)"
    case .failed(_, let error):
      switch error as? NavigationError<PMI> {
      case .backNavigationLocked?: fail("You cannot go back from here: choose Done.")
      case .tabHidden(let tab)?:
        fail("The \(tab.title) tab is hidden: show it again in Settings.")
      case .depthLimitExceeded(let limit, _, _)?:
        fail("That would be more than \(limit) screens deep: go back first (b lists them).")
      case let error?: fail(error.description)
      case nil: fail("\(error)")
      }
    }
  }
}
