#if os(Linux)
  import CoreSpotlight
  import Foundation
  import PocketMonsterIndex
  import PocketMonsterIndexUI
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI

  /// The app's window group on the host, as the system runs it: windows
  /// opened, restored and given ways in, every way in handed to the scene
  /// model's registry as the app's glue hands it.
  @MainActor struct PMIWindowsRunning {
    let model = PMISceneModel()
    let windows: WindowGroupHost<WindowID, PMIWindow>

    /// Launches the app with the windows a previous launch left.
    init(restoring saved: [SavedWindow<WindowID>] = []) {
      windows = WindowGroupHost(PocketMonsterIndexScene(model).body, restoring: saved)
    }

    /// The navigator of window `id`.
    func navigator(_ id: WindowID) -> PMINavigator { model.app(for: id).navigator }

    /// The title window `id` shows.
    func title(_ id: WindowID) -> String? { windows.window(id)?.visibleNavigationTitle }

    /// Opens a window, waits for it to join the registry, and shows its
    /// Settings tab: a running app, away from the screen a way in opens.
    func windowOnSettings() async throws -> WindowID {
      windows.openNewWindow()
      let id = try #require(windows.values.first)
      await settle { model.windows.windows == [id] }
      try windows.window(id)?.selectTab(PMI.Tab.settings)
      await settle { title(id) == "Settings" }
      #expect(title(id) == "Settings")
      return id
    }

    /// Lets the navigators' work, the displays and SwiftUI run until
    /// `condition` holds, or a generous number of frames have passed.
    func settle(until condition: () -> Bool) async {
      for _ in 0..<400 where !condition() {
        await Task.yield()
        windows.render()
      }
    }
  }

  /// Every way in of the SwiftUI app (link, quick action, notification,
  /// App Intent entity, Handoff activity) lands in the window through the
  /// registry, whether it arrives before the window appears or after, and
  /// after the window's restored session.
  @MainActor @Suite struct PMIWaysInSwiftUITests {
    nonisolated static let pikachu = "#025 Pikachu"
    nonisolated static let razzBerry = "No. 16 Razz Berry"

    /// What the app's glue hands the registry for each kind, and the screen it opens.
    nonisolated static let waysIn: [(WayIn, PMI.Tab, PMI.Route, String)] = [
      (.link("pmi://pokedex/25"), .pokedex, .pokemon(25), pikachu),
      (
        PMIWaysIn.quickAction(type: PMILinks.pokemonQuickActionType, userInfo: ["id": "25"]),
        .pokedex, .pokemon(25), pikachu
      ),
      (
        PMIWaysIn.notification(category: PMILinks.berryRipeCategory, userInfo: ["id": 16]),
        .berries, .berry(16), razzBerry
      ),
      (PMIWaysIn.pokemon(entityID: 25), .pokedex, .pokemon(25), pikachu),
    ]

    /// What SwiftUI continues in a window: Pikachu handed off from another
    /// device, and Pikachu chosen among Spotlight's results.
    static func activity(_ kind: String) -> NSUserActivity {
      if kind == "handoff" {
        let activity = NSUserActivity(activityType: PMILinks.pokemonActivityType)
        activity.userInfo = ["id": "25"]
        return activity
      }
      let activity = NSUserActivity(activityType: CSSearchableItemActionType)
      activity.userInfo = [CSSearchableItemActivityIdentifier: "pmi://pokedex/25"]
      return activity
    }

    @Test(arguments: waysIn)
    func aWayInBeforeTheWindowAppearsWaitsAndLandsInIt(
      wayIn: WayIn, tab: PMI.Tab, route: PMI.Route, title: String
    ) async throws {
      let running = PMIWindowsRunning()
      let task = running.model.windows.open(wayIn)
      #expect(running.model.windows.windows == [], "no window yet: the way in waits")

      running.windows.openNewWindow()
      let id = try #require(running.windows.values.first)
      await running.settle { running.title(id) == title }

      #expect(await task.outcome.isApplied)
      #expect(running.model.windows.windows == [id])
      #expect(running.navigator(id).state.selectedTab == tab)
      #expect(running.navigator(id).state.stack(at: .tab(tab))?.map(\.route) == [route])
      #expect(running.title(id) == title)
    }

    @Test(arguments: waysIn)
    func aWayInWhileTheWindowIsUpLandsInIt(
      wayIn: WayIn, tab: PMI.Tab, route: PMI.Route, title: String
    ) async throws {
      let running = PMIWindowsRunning()
      let id = try await running.windowOnSettings()

      let task = running.model.windows.open(wayIn)
      await running.settle { running.title(id) == title }

      #expect(await task.outcome.isApplied)
      #expect(running.navigator(id).state.selectedTab == tab)
      #expect(running.navigator(id).state.stack(at: .tab(tab))?.map(\.route) == [route])
      #expect(running.title(id) == title)
      #expect(running.windows.values == [id], "no second window")
    }

    /// Handoff and Spotlight reach the window through SwiftUI's
    /// `onContinueUserActivity`, which `WaypointWindow` handles: at a cold
    /// launch, the system opens a window to continue the activity.
    @Test(arguments: ["handoff", "spotlight"])
    func anActivityAtLaunchOpensAWindowOnItsScreen(kind: String) async throws {
      let running = PMIWindowsRunning()
      let id = running.windows.continueUserActivity(Self.activity(kind))
      await running.settle { running.title(id) == Self.pikachu }
      #expect(running.title(id) == Self.pikachu)
      #expect(running.navigator(id).state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(25)])
      #expect(running.windows.values == [id])
    }

    @Test(arguments: ["handoff", "spotlight"])
    func anActivityWhileAWindowIsUpLandsInIt(kind: String) async throws {
      let running = PMIWindowsRunning()
      let id = try await running.windowOnSettings()
      #expect(running.windows.continueUserActivity(Self.activity(kind)) == id)
      await running.settle { running.title(id) == Self.pikachu }
      #expect(running.title(id) == Self.pikachu)
      #expect(running.windows.values == [id], "no second window")
    }

    /// The window hands off the screen on top, titled as the screen is,
    /// and the activity brings another device's window to the same screen.
    @Test func theScreenOnTopIsHandedOffWithItsTitle() async throws {
      let running = PMIWindowsRunning()
      running.windows.openNewWindow()
      let id = try #require(running.windows.values.first)
      await running.settle { running.model.windows.windows == [id] }
      _ = running.model.windows.open(.link("pmi://pokedex/25"))
      await running.settle { running.title(id) == Self.pikachu }
      let advertised = try #require(running.windows.window(id)?.advertisedUserActivity)
      #expect(advertised.activityType == PMILinks.pokemonActivityType)
      #expect(advertised.title == Self.pikachu)
      #expect(advertised.userInfo?["id"] as? String == "25")
      #expect(advertised.webpageURL?.absoluteString == "https://pmi.example.com/pokedex/25")

      let other = PMIWindowsRunning()
      let received = other.windows.continueUserActivity(advertised)
      await other.settle { other.title(received) == Self.pikachu }
      #expect(other.title(received) == Self.pikachu)
    }

    /// The launch order: the window restores its last session, then takes
    /// the way in that launched the app; the tabs the way in does not touch
    /// keep their restored stacks.
    @Test func aColdWayInOpensOverTheRestoredSession() async throws {
      let first = PMIWindowsRunning()
      first.windows.openNewWindow()
      let id = try #require(first.windows.values.first)
      await first.settle { first.model.windows.windows == [id] }
      let navigator = first.navigator(id)
      _ = await navigator.push(.pokemon(1)).outcome
      _ = await navigator.push(.pokemon(2)).outcome
      _ = await navigator.selectTab(.berries).outcome
      _ = await navigator.push(.berry(3)).outcome
      _ = await navigator.selectTab(.team).outcome
      await first.settle { first.title(id) == "Team" }

      // The next launch: the system brings the window back, and a
      // notification's response arrives before it appears.
      let relaunched = PMIWindowsRunning(restoring: first.windows.savedWindows)
      #expect(relaunched.windows.values == [id])
      let task = relaunched.model.windows.open(
        PMIWaysIn.notification(category: PMILinks.berryRipeCategory, userInfo: ["id": "16"]))
      await relaunched.settle { relaunched.title(id) == Self.razzBerry }

      #expect(await task.outcome.isApplied)
      let restored = relaunched.navigator(id)
      #expect(restored !== navigator)
      #expect(restored.state.selectedTab == .berries)
      #expect(restored.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(16)])
      #expect(restored.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(1), .pokemon(2)])
      #expect(relaunched.title(id) == Self.razzBerry)
      try relaunched.windows.window(id)?.selectTab(PMI.Tab.pokedex)
      await relaunched.settle { relaunched.title(id) == "#002 Ivysaur" }
      #expect(relaunched.title(id) == "#002 Ivysaur")
    }

    /// A way in the link table refuses changes nothing in the window, and
    /// the one after it still lands.
    @Test func aBadWayInChangesNothingAndTheNextLands() async throws {
      let running = PMIWindowsRunning()
      let bad = running.model.windows.open(
        PMIWaysIn.quickAction(type: PMILinks.pokemonQuickActionType, userInfo: ["id": "2000"]))
      guard case .failed(_, let error as LinkError) = await bad.outcome else {
        Issue.record("expected a link error")
        return
      }
      #expect(error == .badParameter(name: "id", value: "2000", expected: .integer(in: 1...1025)))
      running.windows.openNewWindow()
      let id = try #require(running.windows.values.first)
      await running.settle { running.model.windows.windows == [id] }
      #expect(running.navigator(id).state == .initial)
      let good = running.model.windows.open(PMIWaysIn.pokemon(entityID: 25))
      await running.settle { running.title(id) == Self.pikachu }
      #expect(await good.outcome.isApplied)
    }
  }
#endif
