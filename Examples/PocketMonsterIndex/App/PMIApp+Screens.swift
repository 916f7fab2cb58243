extension PMIApp {
  /// The screen on display now.
  public func screen() -> Screen {
    let state = navigator.state
    guard let entry = state.visibleEntry else { return tabScreen(state.selectedTab) }
    return screen(for: entry.route)
  }

  /// The screen of `route`, wherever it is shown.
  public func screen(for route: PMI.Route) -> Screen {
    switch route {
    case .pokemon(let number): pokemonScreen(number)
    case .berry(let number): berryScreen(number)
    case .teamMember(let number): memberScreen(number)
    case .trainerProfile:
      Screen(
        title: "Trainer profile",
        lines: ["Trainer Red", "Team: \(data.team.count) of 6", "Signed in: yes"],
        actions: [ScreenAction("Sign out", .signOut)])
    case .about:
      Screen(
        title: "About",
        lines: [
          "Pocket Monster Index, a Waypoint demo.",
          "Catalogue: \(catalogue.monsters.count) Pokémon and \(catalogue.berries.count) berries,",
          "from Pokémon Showdown's data (MIT).",
        ])
    case .signIn:
      Screen(
        title: "Sign in",
        lines: ["The trainer profile needs a signed-in trainer."],
        actions: [ScreenAction("Sign in as Red", .signIn), ScreenAction("Cancel", .cancelSignIn)])
    case .export:
      Screen(
        title: "Export your team",
        lines: ["Writes your team of \(data.team.count) to a file."],
        actions: [ScreenAction("Start export", .startExport)])
    case .exportProgress:
      Screen(title: "Exporting", lines: [progressBar(exportProgress ?? 0)])
    case .exportFinished:
      Screen(
        title: "Export finished",
        lines: [
          "\(data.team.count) team member(s) exported.", "Going back is locked: choose Done.",
        ],
        actions: [ScreenAction("Done", .finishExport)])
    }
  }

  /// The screen at the root of `tab`.
  public func tabScreen(_ tab: PMI.Tab) -> Screen {
    switch tab {
    case .pokedex:
      return listScreen(
        tab, title: "Pokédex",
        items: catalogue.monsters.map {
          ($0.title + "  " + $0.types.joined(separator: "/"), .push(.pokemon($0.number)))
        })
    case .berries:
      return listScreen(
        tab, title: "Berries", items: catalogue.berries.map { ($0.title, .push(.berry($0.number))) }
      )
    case .team:
      let members = data.team.compactMap { catalogue.monster($0) }
      guard !members.isEmpty else {
        return Screen(
          title: "Team", lines: ["Your team is empty. Open a Pokémon and choose \"Add to team\"."])
      }
      return Screen(
        title: "Team",
        actions: members.map { ScreenAction($0.title, .push(.teamMember($0.number))) })
    case .settings:
      return Screen(
        title: "Settings",
        lines: ["Signed in: \(data.signedIn ? "yes, as Red" : "no")"],
        actions: [
          ScreenAction("Trainer profile", .push(.trainerProfile)),
          data.signedIn
            ? ScreenAction("Sign out", .signOut) : ScreenAction("Sign in", .present(.signIn)),
          ScreenAction("Export your team", .present(.export)),
          ScreenAction("About", .push(.about)),
        ])
    }
  }

  private func listScreen(_ tab: PMI.Tab, title: String, items: [(String, ScreenAction.Intent)])
    -> Screen
  {
    let pageCount = (items.count + Self.pageSize - 1) / Self.pageSize
    let page = min(max(pages[tab] ?? 0, 0), pageCount - 1)
    let shown = items[(page * Self.pageSize)..<min(items.count, (page + 1) * Self.pageSize)]
    return Screen(
      title: title, actions: shown.map { ScreenAction($0.0, $0.1) },
      footer: "Page \(page + 1) of \(pageCount) — next/prev (n/p) to turn")
  }

  private func pokemonScreen(_ number: Int) -> Screen {
    guard let monster = catalogue.monster(number) else {
      return Screen(title: "Unknown Pokémon #\(number)")
    }
    let stats = monster.stats
    var lines = [
      "Type: \(monster.types.joined(separator: "/")) · \(format(monster.heightMeters)) m · \(format(monster.weightKilograms)) kg",
      "HP \(stats.hp) · Atk \(stats.attack) · Def \(stats.defense) · SpA \(stats.specialAttack) · SpD \(stats.specialDefense) · Spe \(stats.speed) (total \(stats.total))",
    ]
    var actions: [ScreenAction] = []
    if let previous = catalogue.monster(number - 1) {
      actions.append(ScreenAction("← \(previous.title)", .push(.pokemon(previous.number))))
    }
    if let next = catalogue.monster(number + 1) {
      actions.append(ScreenAction("→ \(next.title)", .push(.pokemon(next.number))))
    }
    if let from = monster.evolvesFrom.flatMap(catalogue.monster) {
      lines.append("Evolves from \(from.title).")
      actions.append(ScreenAction("Evolves from \(from.title)", .push(.pokemon(from.number))))
    }
    for into in monster.evolvesTo.compactMap(catalogue.monster) {
      actions.append(ScreenAction("Evolves into \(into.title)", .push(.pokemon(into.number))))
    }
    if data.team.contains(number) {
      lines.append("In your team.")
    } else {
      actions.append(ScreenAction("Add to team", .addToTeam(number)))
    }
    actions += [
      ScreenAction("Settings", .selectTab(.settings)), ScreenAction("Share link", .shareLink),
    ]
    return Screen(title: monster.title, lines: lines, actions: actions)
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
      lines: [
        "\(monster.title) · \(monster.types.joined(separator: "/")) · total \(monster.stats.total)"
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
