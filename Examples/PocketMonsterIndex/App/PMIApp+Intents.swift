public import Waypoint

extension PMIApp {
  /// Runs choice `number` (counting from 1) of the screen on display.
  public func tap(_ number: Int) async {
    let actions = screen().actions
    guard actions.indices.contains(number - 1) else {
      status = "There is no choice \(number) here."
      return
    }
    await run(actions[number - 1].intent)
  }

  /// Carries out a screen's choice.
  public func run(_ intent: ScreenAction.Intent) async {
    status = ""
    switch intent {
    case .push(let route): report(await navigator.push(route))
    case .present(let route): report(await navigator.present(route))
    case .selectTab(let tab): report(await navigator.selectTab(tab))
    case .addToTeam(let number): await addToTeam(number)
    case .release(let number): await release(number)
    case .signIn: await signIn()
    case .signOut:
      data.signedIn = false
      // The trainer profile may be on a stack: it leaves with the sign-in.
      report(await navigator.revalidate())
      status = "Signed out."
    case .cancelSignIn:
      navigator.cancelPending()
      report(await navigator.dismiss())
    case .startExport: await runExport()
    case .finishExport:
      guard let sheet = navigator.presentations.first(where: { $0.root.route == .export }) else {
        return
      }
      report(await navigator.dismiss(sheet.id))
    case .shareLink:
      status = currentLink().map { "Link: \($0)" } ?? "This screen has no link."
    }
  }

  /// Goes back one screen as the user's back button does: a user-caused pop,
  /// or dismissing a sheet at its root. Locked screens refuse.
  public func back() async {
    status = ""
    let state = navigator.state
    let version = navigator.version
    if !state.activeStack.isEmpty {
      let landing = state.activeStack.dropLast().last?.id
      report(
        await navigator.userDidPop(to: landing, in: state.activeLocation, seenVersion: version)
          .value)
    } else if let sheet = state.presentations.last {
      if sheet.root.route == .signIn { navigator.cancelPending() }
      report(await navigator.userDidDismiss(sheet.id, seenVersion: version).value)
    } else {
      status = "Already at the top of \(state.selectedTab.title)."
    }
  }

  /// Selects a tab as a tap on the tab bar does; tapping the current one pops it to its list.
  public func selectTab(_ tab: PMI.Tab) async {
    status = ""
    report(await navigator.userDidSelectTab(tab, seenVersion: navigator.version).value)
  }

  /// Opens a `pmi://` or `https://pmi.example.com/` link; a bad one changes
  /// nothing and says why in ``status``.
  @discardableResult
  public func open(_ link: String) async -> LinkOutcome<PMI> {
    status = ""
    let outcome = await navigator.open(link, with: router)
    switch outcome {
    case .opened(let navigation): report(navigation)
    case .queued(let wait): status = "The link waits: \(wait.rawValue)."
    case .failed(let error):
      // The router's message, then its hint: for a near miss, the pattern meant.
      status = [error.description, error.recoverySuggestion].compactMap { $0 }
        .joined(separator: " ")
    }
    return outcome
  }

  /// Turns the list page on a tab's root screen.
  public func turnPage(by delta: Int) {
    let tab = navigator.selectedTab
    guard navigator.state.visibleEntry == nil, tab == .pokedex || tab == .berries else {
      status = "Only the Pokédex and Berries lists have pages."
      return
    }
    let count = tab == .pokedex ? catalogue.monsters.count : catalogue.berries.count
    let last = (count - 1) / Self.pageSize
    pages[tab] = min(max((pages[tab] ?? 0) + delta, 0), last)
  }

  /// The back-history menu: every screen of the active stack, root first,
  /// with its title; the last one is on display.
  public func history() -> [String] {
    stackTitles
  }

  /// Pops to screen `index` of ``history()`` in one step (0 is the root).
  public func popToHistory(_ index: Int) async {
    status = ""
    let state = navigator.state
    let stack = state.activeStack
    guard (0...stack.count).contains(index) else {
      status = "There is no screen \(index) in the history."
      return
    }
    let landing = index == 0 ? nil : stack[index - 1].id
    report(
      await navigator.userDidPop(
        to: landing, in: state.activeLocation, seenVersion: navigator.version
      ).value)
  }

  // MARK: - Flows

  /// Seed 7: adding a member lands on its detail in the same update.
  private func addToTeam(_ number: Int) async {
    guard data.team.count < 6 else {
      status = "A team has at most six members."
      return
    }
    data.team.append(number)
    report(
      await navigator.navigate(to: NavigationTarget(tab: .team, routes: [.teamMember(number)])))
    status = "\(catalogue.monster(number)?.name ?? "#\(number)") joined your team."
  }

  /// Seed 7: the detail finishes itself through a completion that knows only
  /// its own entry, then every other screen of the released member goes too.
  private func release(_ number: Int) async {
    guard let entry = navigator.state.visibleEntry?.id else { return }
    let finish: @MainActor () async -> NavigationOutcome<PMI> = { [navigator] in
      await navigator.finish(entry)
    }
    data.team.removeAll { $0 == number }
    report(await finish())
    report(await navigator.removeEntries { $0.route == .teamMember(number) })
    status = "Released \(catalogue.monster(number)?.name ?? "#\(number)")."
  }

  /// Signing in resumes the navigation that was redirected to sign-in.
  private func signIn() async {
    data.signedIn = true
    if let resumed = await navigator.resumePending() {
      report(resumed)
    } else {
      report(await navigator.dismiss())
    }
    if status.isEmpty { status = "Signed in as Red." }
  }

  /// Seed 3: the export runs for a while, then pushes a screen the user
  /// cannot go back from; Done dismisses the whole sheet.
  private func runExport() async {
    report(await navigator.push(.exportProgress))
    exportProgress = 0
    for step in 1...10 {
      try? await Task.sleep(for: exportDuration / 10)
      exportProgress = Double(step) / 10
      onChange?()
    }
    exportProgress = nil
    guard navigator.state.visibleEntry?.route == .exportProgress else {
      status = "The export finished in the background."
      return
    }
    report(await navigator.push(.exportFinished, options: EntryOptions(isBackLocked: true)))
  }

  /// The canonical link of the screen on display, if it has one.
  func currentLink() -> String? {
    let state = navigator.state
    guard state.presentations.isEmpty else { return nil }
    let target = NavigationTarget<PMI>(tab: state.selectedTab, routes: state.activeStack.routes)
    return router.link(for: target)
  }

  /// Puts a refusal or failure into ``status`` in the user's words.
  func report(_ outcome: NavigationOutcome<PMI>) {
    switch outcome {
    case .applied: break
    case .denied(let reason): status = reason
    case .redirected(_, let reason): status = "Sign in first: \(reason)"
    case .failed(let error):
      switch error as? NavigationError<PMI> {
      case .backNavigationLocked?: status = "You cannot go back from here: choose Done."
      case let error?: status = error.description
      case nil: status = "\(error)"
      }
    }
  }
}
