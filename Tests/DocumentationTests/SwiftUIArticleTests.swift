#if os(Linux)
  @testable import DocumentationApp
  import Foundation
  import SwiftUI
  import SwiftUIHost
  import Testing
  @testable import WaypointDisplay
  import WaypointSwiftUI
  import WaypointTesting

  /// "Using Waypoint with SwiftUI" (and the README's SwiftUI section): the
  /// app's views, compiled against the stand-in, rendered and acted on by the
  /// host.
  @MainActor @Suite struct SwiftUIArticleTests {
    /// A folder of its own for each session file.
    private static func folder() -> URL {
      FileManager.default.temporaryDirectory.appending(path: "waypoint-docs-\(UUID())")
    }

    /// Lets the navigator take the display's reports and the display catch
    /// up, each in its own turn of the main actor, rendering `host` after
    /// each turn; a bounded number of turns, never a time.
    private static func settle(_ host: ViewHost? = nil, until done: () -> Bool) async {
      for _ in 0..<100 where !done() {
        await Task.yield()
        host?.render()
      }
    }

    @Test func tabsThatChangeKeepTheirStacks() throws {
      var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
      try state.push(.berry(id: 16), in: .tab(.berries))
      try state.arrangeTabs(state.tabs, hidden: [.berries])  // Berries keeps its stack
      // A way in to a hidden tab fails with NavigationError.tabHidden(.berries),
      // unless the policy shows the tab again:
      var policy = NavigationPolicy()
      policy.revealsHiddenTabs = true
      try state.navigate(
        to: NavigationTarget(tab: .berries, routes: [.berry(id: 16)]), policy: policy)
      // A link to the search tab carries its query: pmi://search?q=pika.
      var search = NavigationTarget<Pokedex>(tab: .pokedex, routes: [])
      search.searchQuery = "pika"
      try state.navigate(to: search)
      #expect(state.hiddenTabs.isEmpty)
      #expect(state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 16)])
      #expect(state.searchQuery == "pika")
    }

    @Test func theAppShowsItsScreens() async throws {
      let folder = Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let session = PokedexSession(savingIn: folder)
      let host = ViewHost(PokedexRoot(session: session))
      host.render()
      #expect(host.visibleTexts.contains("Pikachu"))
      try host.tapLink("Pikachu")
      await Self.settle(host) { host.visibleNavigationTitle == "#25" }
      #expect(host.visibleNavigationTitle == "#25")
      #expect(session.navigator.state.activeStack.map(\.route) == [.pokemon(id: 25)])
    }

    /// Where a sheet's screens come from, and a cover picked instead.
    @Test func aSheetAndACoverShowTheRootsScreens() async throws {
      let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
      let scheduler = ManualDisplayScheduler()
      let display = DisplayedNavigation(
        navigator: navigator, profile: .iOS17, scheduler: scheduler)
      let host = ViewHost(
        WaypointRoot(display, router: links) { route in
          PokedexScreen(route: route)
        } content: {
          PokedexTabs()
        })
      host.render()
      try host.tapButton("Eevee's evolutions")
      scheduler.runAll()
      host.render()
      #expect(host.presentations.map(\.style) == [.sheet])
      #expect(host.visibleNavigationTitle == "Evolutions")
      navigator.dismissAll()
      scheduler.runAll()
      host.render()
      host.advance(by: .seconds(1))
      scheduler.runAll()
      host.render()
      try host.tapButton("Evolutions, full screen")
      scheduler.runAll()
      host.render()
      #expect(host.presentations.map(\.style) == [.fullScreenCover])
      #expect(navigator.state.presentations.map(\.style) == [.fullScreenCover])
    }

    /// The session is saved when the app leaves the screen, and the next
    /// launch starts there.
    @Test func theSessionIsSavedOnLeavingAndRestoredAtLaunch() async throws {
      let folder = Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appending(path: "Pokedex/navigation.json")
      let session = PokedexSession(savingIn: folder)
      session.navigator.push(.pokemon(id: 25))
      session.navigator.present(.signIn)
      let host = ViewHost(PokedexRoot(session: session))
      host.render()
      #expect(!FileManager.default.fileExists(atPath: file.path))
      host.setScenePhase(.inactive)
      host.render()
      #expect(FileManager.default.fileExists(atPath: file.path))

      let next = PokedexSession(savingIn: folder)
      #expect(next.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 25)])
      #expect(next.navigator.state.presentations.isEmpty)  // the sign-in sheet is not restored
    }

    /// A damaged session comes back in part, with what it lost; one a newer
    /// version saved is left as it was, and the app starts fresh.
    @Test func aDamagedSessionSaysWhatItLostAndANewerOneIsNeverSavedOver() async throws {
      let folder = Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appending(path: "Pokedex/navigation.json")
      let first = PokedexSession(savingIn: folder)
      first.navigator.push(.pokemon(id: 25))
      first.navigator.push(.pokemon(id: 26))
      first.save()
      let saved = try Data(contentsOf: file)
      try Data(saved.prefix(saved.count * 3 / 4)).write(to: file)
      let damaged = PokedexSession(savingIn: folder)
      #expect(!damaged.leftOut.isEmpty)

      let newer = Data(#"{"format":2,"state":{}}"#.utf8)
      try newer.write(to: file)
      let fresh = PokedexSession(savingIn: folder)
      #expect(fresh.navigator.state.stack(at: .tab(.pokedex))?.isEmpty == true)
      fresh.navigator.push(.berry(id: 16))
      fresh.save()
      #expect(try Data(contentsOf: file) == newer)
    }

    /// The screen of "Return points" takes a berry returned before a
    /// relaunch as it appears, and only once.
    @Test func aReturnPointsScreenTakesItsValueAsItAppears() throws {
      var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
      try state.push(.pokemon(id: 25), options: EntryOptions(returnPoint: "pokemon"))
      try state.present(.berry(id: 1))
      try state.return(to: "pokemon", with: .berry(id: 7))
      let saved = try JSONEncoder().encode(state)  // the session, saved on quit
      let navigator = Navigator(state: try JSONDecoder().decode(type(of: state), from: saved))
      let host = ViewHost(PokemonHoldingBerry(id: 25).environment(navigator))
      host.render()
      host.render()  // the update that onAppear's change of state asks for
      #expect(host.visibleTexts == ["Pokémon #25, holding berry #7"])
      #expect(navigator.takeReturnValue(at: "pokemon") == nil)
    }

    @Test func aPreviewShowsTheAppAtAnyState() throws {
      var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
      try state.push(.pokemon(id: 25), options: EntryOptions(returnPoint: "pokemon"))
      try state.push(.berry(id: 16))
      try state.return(to: "pokemon", with: .berry(id: 16))
      let preview = WaypointPreview(Pokedex.self, state: state) { route in
        PokedexScreen(route: route)
      } content: {
        PokedexTabs()
      }
      let host = ViewHost(preview)
      host.render()
      #expect(host.visibleNavigationTitle == "#25")
      #expect(host.visibleTexts.contains("Pokémon #25"))
    }

    @Test func anAlertsAnswerReachesTheCodeThatAsked() async throws {
      let session = PokedexSession(savingIn: Self.folder())
      session.navigator.push(.pokemon(id: 25))
      let navigator = session.navigator
      let host = ViewHost(PokedexRootWithDialogs(session: session))
      host.render()
      let asking = Task {
        let answer = await navigator.present(
          .confirmRelease(id: 25), style: .alert, returning: Pokedex.ReturnValue.self)
        if answer == .release { navigator.removeEntries { $0.route == .pokemon(id: 25) } }
      }
      await Self.settle(host) { host.presentations.count == 1 }
      #expect(host.visibleTexts == ["Release #25?", "It leaves your team.", "Release", "Keep"])
      try host.tapButton("Release")
      await asking.value
      #expect(navigator.state.stack(at: .tab(.pokedex))?.isEmpty == true)
      #expect(host.issues.isEmpty)
    }

    /// The article's sheet at a medium detent, from a button's action.
    private static func showEvolutionsAtHalfHeight(_ navigator: Navigator<Pokedex>) {
      navigator.perform { state in
        try state.present(.evolutions(of: 25))
        try state.updatePresentation {
          $0.detents = [.medium, .large]
          $0.selectedDetent = .medium
        }
      }
    }

    @Test func aCellZoomsToItsScreenAndASheetRestsAtItsDetent() async throws {
      let session = PokedexSession(savingIn: Self.folder())
      let navigator = session.navigator
      let host = ViewHost(
        WaypointRoot(session.display, router: links) {
          PokedexScreen(route: $0)
        } content: {
          WaypointStack(Pokedex.self, .tab(.pokedex)) {
            PokemonGrid()
          } destination: {
            PokedexScreen(route: $0)
          }
        })
      host.render()
      await Self.settle(host) { !host.transitionSources.isEmpty }
      #expect(host.transitionSources == ["25", "26", "27"])
      try host.tapButton("#26")
      await Self.settle(host) { !host.zoomSources.isEmpty }
      #expect(host.zoomSources == ["26"])
      Self.showEvolutionsAtHalfHeight(navigator)
      await Self.settle(host) { host.selectedDetent != nil }
      #expect(host.detents == [.medium, .large])
      #expect(host.selectedDetent == .medium)
      try host.dragDetent(to: .large)
      await Self.settle(host) { navigator.state.presentations.last?.selectedDetent == .large }
      #expect(navigator.state.presentations.last?.selectedDetent == .large)
    }

    @Test func theSplitViewSelectsInTheSidebarAndCollapsesToTheSameStack() async throws {
      let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
      let scheduler = ManualDisplayScheduler()
      let display = DisplayedNavigation(
        navigator: navigator, profile: .iOS17, scheduler: scheduler)
      let host = ViewHost(
        WaypointRoot(display) {
          PokedexScreen(route: $0)
        } content: {
          SidebarTabs()
        })
      host.horizontalSizeClass = .regular
      host.render()
      try host.tapLink("Eevee")
      await Self.settle { navigator.state.activeStack.count == 1 }
      scheduler.runAll()
      host.render()
      #expect(host.navigationTitle(ofColumn: 1) == "#133")
      host.horizontalSizeClass = .compact
      host.render()
      #expect(host.visibleNavigationTitle == "#133")
      #expect(navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 133)])
    }

    /// The windows app's scene, as its body makes it (its type is opaque,
    /// and the host needs the window group's).
    @Test func severalWindowsEachWithItsNavigatorUnderOneRegistry() async throws {
      _ = PokedexWindowsApp().body
      let windows = WindowRegistry(router: links, rule: .showing)
      let coder = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries])
      let host = WindowGroupHost(
        WindowGroup(for: WindowID.self) { $window in
          WaypointWindow(windows, id: window, restoringWith: coder) {
            Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
          } screen: { route in
            PokedexScreen(route: route)
          } content: {
            PokedexTabs()
          }
        } defaultValue: {
          WindowID()
        })
      host.openNewWindow()
      host.openNewWindow()
      host.render()
      #expect(windows.windows.count == 2)
      let taker = host.openURL(try #require(URL(string: "pmi://pokedex/25")))
      for _ in 0..<100 where host.frontmost?.visibleNavigationTitle != "#25" {
        await Task.yield()
        host.render()
      }
      #expect(taker == host.values.first)
      #expect(host.frontmost?.visibleNavigationTitle == "#25")
    }
  }
#endif
