import Waypoint

extension PMIApp {
  /// The screen on display now; the terminal shows it next, so it appears
  /// (see ``screenDidAppear(_:)``) before it is built.
  public func screen() -> Screen {
    let state = navigator.state
    guard let entry = state.visibleEntry else { return tabScreen(state.selectedTab) }
    screenDidAppear(entry.route)
    return screen(for: entry.route)
  }

  /// The screen of `route`, wherever it is shown.
  public func screen(for route: PMI.Route) -> Screen {
    switch route {
    case .pokemon(let number): pokemonScreen(number)
    case .berry(let number): berryScreen(number)
    case .teamMember(let number): memberScreen(number)
    case .trainerProfile:
      // The guard keeps this screen away while signed out; it still never
      // claims a sign-in that is not there.
      Screen(
        title: "Trainer profile",
        lines: [
          "Trainer Red", "Team: \(data.team.count) of \(PMIData.teamLimit)",
          "Signed in: \(data.signedIn ? "yes" : "no")",
        ],
        actions: data.signedIn ? [ScreenAction("Sign out", .signOut)] : [])
    case .about:
      Screen(
        title: "About",
        lines: [
          "Pocket Monster Index, a Waypoint demo.",
          "Catalogue: \(catalogue.monsters.count) Pokémon and \(catalogue.berries.count) berries,",
          "from Pokémon Showdown's data (MIT).",
        ])
    case .signIn:
      // Why sign in: the screen that sent the user here, or (chosen in
      // Settings) who they sign in as.
      Screen(
        title: "Sign in",
        lines: [
          navigator.hasPendingNavigation
            ? "The trainer profile needs a signed-in trainer." : "Red is this demo's one trainer."
        ],
        actions: [ScreenAction("Sign in as Red", .signIn), ScreenAction("Cancel", .cancelSignIn)])
    case .export: exportScreen()
    case .exportProgress:
      Screen(title: "Exporting", lines: [progressBar(exportProgress ?? 0), "Back cancels."])
    case .confirmRelease, .confirmReset:
      dialogScreen(dialog(for: route) ?? Dialog(title: "\(route)", buttons: []))
    case .chooseBerry(let number): chooseBerryScreen(number)
    case .exportFinished:
      Screen(
        title: "Export finished",
        lines: [
          exportedFile.map { "Your team was written to \($0.path)." } ?? "Nothing was written.",
          "Going back is locked: choose Done.",
        ],
        actions: [ScreenAction("Done", .finishExport)])
    }
  }

  /// The screen at the root of `tab`.
  public func tabScreen(_ tab: PMI.Tab) -> Screen {
    tabScreen(tab, hiddenTabs: { navigator.state.hiddenTabs }) { navigator.state.searchQuery }
  }

  /// The screen at the root of `tab`, Settings asking `hiddenTabs` whether
  /// Berries is hidden and Search asking `searchQuery` what to show.
  ///
  /// A SwiftUI view passes its display's, which track the tab bar and the
  /// search field alone: the navigator's state changes at every navigation,
  /// and the view reading it is drawn again each time.
  public func tabScreen(
    _ tab: PMI.Tab, hiddenTabs: () -> Set<PMI.Tab>, searchQuery: () -> String
  ) -> Screen {
    switch tab {
    case .pokedex: return Screen(title: "Pokédex", actions: listRows.pokedex, listTab: tab)
    case .berries: return Screen(title: "Berries", actions: listRows.berries, listTab: tab)
    case .search:
      // The query is navigation state: restored, and set by pmi://search?q=pika.
      let query = String(searchQuery().prefix(ListFilter.maximumLength))
      let hint =
        query.isEmpty ? "Type / and a name to search the Pokédex." : "Results for “\(query)”."
      return Screen(
        title: "Search", facts: [.text(hint)], actions: query.isEmpty ? [] : listRows.pokedex,
        listTab: tab)
    case .team:
      let members = data.team.compactMap { catalogue.monster($0) }
      guard !members.isEmpty else {
        return Screen(
          title: "Team", lines: ["Your team is empty. Open a Pokémon and choose \"Add to team\"."])
      }
      // The export of the team is where the team is.
      return Screen(
        title: "Team",
        actions: members.map { ScreenAction($0.title, .push(.teamMember($0.number))) }
          + [ScreenAction("Export your team", .present(.export))])
    case .settings:
      return Screen(
        title: "Settings",
        lines: ["Signed in: \(data.signedIn ? "yes, as Red" : "no")"],
        actions: [
          ScreenAction("Trainer profile", .push(.trainerProfile)),
          data.signedIn
            ? ScreenAction("Sign out", .signOut) : ScreenAction("Sign in", .present(.signIn)),
          ScreenAction("About", .push(.about)),
        ] + (data.team.isEmpty ? [] : [ScreenAction("Reset your team", .resetTeam)])
          + [
            hiddenTabs().contains(.berries)
              ? ScreenAction("Show the Berries tab", .hideBerries(false))
              : ScreenAction("Hide the Berries tab", .hideBerries(true))
          ])
    }
  }

  private func exportScreen() -> Screen {
    guard !data.team.isEmpty else {
      return Screen(
        title: "Export your team",
        lines: [
          "Your team is empty: there is nothing to export.",
          "Open a Pokémon and choose \"Add to team\" first.",
        ],
        actions: [ScreenAction("Close", .finishExport)])
    }
    let names = data.team.compactMap { catalogue.monster($0)?.name }.joined(separator: ", ")
    return Screen(
      title: "Export your team",
      lines: ["Writes your team of \(data.team.count) (\(names)) to", exportURL.path],
      actions: [ScreenAction("Start export", .startExport)])
  }

  private func pokemonScreen(_ number: Int) -> Screen {
    guard let monster = catalogue.monster(number) else {
      return Screen(title: "Unknown Pokémon #\(number)")
    }
    var facts: [ScreenFact] = [
      .types(
        monster.types,
        detail: "\(format(monster.heightMeters)) m · \(format(monster.weightKilograms)) kg"),
      .stats(monster.stats),
    ]
    var actions: [ScreenAction] = []
    if let previous = catalogue.monster(number - 1) {
      actions.append(ScreenAction("← \(previous.title)", .push(.pokemon(previous.number))))
    }
    if let next = catalogue.monster(number + 1) {
      actions.append(ScreenAction("→ \(next.title)", .push(.pokemon(next.number))))
    }
    if let from = monster.evolvesFrom.flatMap(catalogue.monster) {
      facts.append(.text("Evolves from \(from.title)."))
      actions.append(ScreenAction("Evolves from \(from.title)", .push(.pokemon(from.number))))
    }
    for into in monster.evolvesTo.compactMap(catalogue.monster) {
      actions.append(ScreenAction("Evolves into \(into.title)", .push(.pokemon(into.number))))
    }
    if data.team.contains(number) {
      facts.append(.text("In your team."))
    } else {
      actions.append(ScreenAction("Add to team", .addToTeam(number)))
    }
    if let berry = heldBerries[number].flatMap(catalogue.berry) {
      facts.append(.text("Holds \(berry.name)."))
    }
    actions += [
      ScreenAction("Choose a berry", .chooseBerry(number)),
      ScreenAction("Settings", .selectTab(.settings)), ScreenAction("Share link", .shareLink),
    ]
    return Screen(title: monster.title, facts: facts, actions: actions)
  }

  private func berryScreen(_ number: Int) -> Screen {
    guard let berry = catalogue.berry(number) else {
      return Screen(title: "Unknown berry No. \(number)")
    }
    var actions: [ScreenAction] = []
    if let previous = catalogue.berry(number - 1) {
      actions.append(ScreenAction("← \(previous.title)", .push(.berry(previous.number))))
    }
    if let next = catalogue.berry(number + 1) {
      actions.append(ScreenAction("→ \(next.title)", .push(.berry(next.number))))
    }
    actions += [
      ScreenAction("Settings", .selectTab(.settings)), ScreenAction("Share link", .shareLink),
    ]
    return Screen(title: berry.title, lines: ["Held: \(berry.effect)"], actions: actions)
  }

  private func memberScreen(_ number: Int) -> Screen {
    guard let monster = catalogue.monster(number), data.team.contains(number) else {
      return Screen(title: "Not in your team", lines: ["#\(number) is not in your team."])
    }
    return Screen(
      title: "Team: \(monster.name)",
      facts: [
        .text(
          "\(monster.title) · \(monster.types.joined(separator: "/")) · total \(monster.stats.total)"
        )
      ],
      actions: [
        ScreenAction("View in Pokédex", .push(.pokemon(number))),
        ScreenAction("Release", .release(number)),
        ScreenAction("Settings", .selectTab(.settings)),
        ScreenAction("Share link", .shareLink),
      ])
  }

  private func progressBar(_ progress: Double) -> String {
    let filled = Int((progress * 20).rounded())
    return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 20 - filled)
      + "] \(Int((progress * 100).rounded()))%"
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
