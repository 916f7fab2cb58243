#if os(Linux)
  import Foundation
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport
  import WaypointTesting

  /// User activities through `WaypointRoot`, a single window: Handoff,
  /// Safari's web pages and Spotlight results in, the screen on top out.
  @MainActor @Suite struct WaysInRootTests {
    @Test func aHandoffActivityAtLaunchWaitsForTheFirstScreenThenLands() async throws {
      let harness = GlueHarness(router: try WaysInFixture.router(), readyForWaysIn: false)
      #expect(harness.host.render(continuing: WaysInFixture.handoff(3)) == 1)
      await harness.nextFrame()
      await harness.nextFrame()
      #expect(harness.navigator.state.selectedTab == .home)
      #expect(harness.renderedRoutes == [.list, .detail(3)])
    }

    @Test func aHandoffActivityLandsInTheRunningApp() async throws {
      let harness = GlueHarness(router: try WaysInFixture.router())
      await harness.nextFrame()
      try harness.host.selectTab(TestApp.Tab.settings)
      await harness.nextFrame()
      #expect(harness.host.continueUserActivity(WaysInFixture.handoff(4)) == 1)
      await harness.nextFrame()
      await harness.nextFrame()
      #expect(harness.navigator.state.selectedTab == .home)
      #expect(harness.renderedRoutes == [.list, .detail(4)])
    }

    @Test func aWebPageHandedOffFromSafariOpensAsItsLink() async throws {
      let harness = GlueHarness(router: try WaysInFixture.router())
      await harness.nextFrame()
      let page = WaysInFixture.webPage("https://\(WaysInFixture.host)/detail/5")
      #expect(harness.host.continueUserActivity(page) == 1)
      await harness.nextFrame()
      await harness.nextFrame()
      #expect(harness.renderedRoutes == [.list, .detail(5)])
    }

    @Test func aSpotlightResultOpensTheLinkItWasIndexedWith() async throws {
      let harness = GlueHarness(router: try WaysInFixture.router())
      await harness.nextFrame()
      #expect(harness.host.continueUserActivity(try WaysInFixture.spotlightResult(6)) == 1)
      await harness.nextFrame()
      await harness.nextFrame()
      #expect(harness.renderedRoutes == [.list, .detail(6)])
    }

    @Test func anActivityNoPatternTakesFailsAndChangesNothing() async throws {
      let harness = GlueHarness(router: try WaysInFixture.router())
      _ = await harness.navigator.push(.about).outcome
      await harness.nextFrame()
      let before = harness.navigator.state
      let failures = harness.navigator.recordFailures()
      #expect(harness.host.continueUserActivity(WaysInFixture.webPage(nil)) == 1)
      // A type the app does not continue reaches no handler.
      let unknown = NSUserActivity(activityType: "org.waypoint.test.unknown")
      #expect(harness.host.continueUserActivity(unknown) == 0)
      await harness.nextFrame()
      #expect(harness.navigator.state == before)
      #expect(harness.renderedRoutes == [.about])
      #expect(failures.values.count == 1)
      let error = try #require(failures.values.first as? LinkError)
      guard case .unknownWayIn(let kind) = error else {
        Issue.record("expected unknownWayIn, got \(error)")
        return
      }
      #expect(kind == .userActivity(NSUserActivityTypeBrowsingWeb))
    }

    @Test func theAdvertisedActivityFollowsTheScreenOnTop() async throws {
      let harness = GlueHarness(router: try WaysInFixture.router())
      await harness.nextFrame()
      #expect(harness.host.advertisedUserActivity == nil, "no pattern describes the home screen")
      try harness.host.tapLink("List")
      await harness.nextFrame()
      try harness.host.tapLink("Detail 2")
      await harness.nextFrame()
      let detail = try #require(harness.host.advertisedUserActivity)
      #expect(WaysInFixture.Advertised(detail) == .detail(2))

      // A sheet the router cannot describe hands off the place beneath it.
      _ = await harness.navigator.present(.about).outcome
      await harness.nextFrame()
      let beneath = try #require(harness.host.advertisedUserActivity)
      #expect(WaysInFixture.Advertised(beneath) == .detail(2))
      _ = await harness.navigator.dismiss().outcome
      await harness.nextFrame()

      try harness.host.tapLink("Edit 2")
      await harness.nextFrame()
      #expect(harness.host.advertisedUserActivity == nil)
      try harness.host.swipeBack()
      await harness.nextFrame()
      let back = try #require(harness.host.advertisedUserActivity)
      #expect(WaysInFixture.Advertised(back) == .detail(2))
    }

    @Test func theAdvertisedActivityComesBackInAsTheSameScreen() async throws {
      let router = try WaysInFixture.router()
      let sender = GlueHarness(router: router)
      _ = await sender.navigator.navigate(
        to: NavigationTarget(tab: .home, routes: [.list, .detail(9)])
      ).outcome
      await sender.nextFrame()
      let activity = try #require(sender.host.advertisedUserActivity)

      let receiver = GlueHarness(router: router)
      await receiver.nextFrame()
      #expect(receiver.host.continueUserActivity(activity) == 1)
      await receiver.nextFrame()
      await receiver.nextFrame()
      #expect(receiver.navigator.state == sender.navigator.state)
    }

    @Test func theAppsHookTitlesTheAdvertisedActivity() async throws {
      let navigator = Navigator(state: TestState.fresh)
      let scheduler = ManualDisplayScheduler()
      let display = DisplayedNavigation(navigator: navigator, profile: .iOS17, scheduler: scheduler)
      let described = Made<NavigationTarget<TestApp>>()
      let host = ViewHost(
        WaypointRoot(
          display, router: try WaysInFixture.router(),
          userActivity: { activity, target in
            described.values.append(target)
            if case .detail(let number)? = target.stack?.last?.route {
              activity.title = "Detail \(number)"
            }
          }
        ) { route in
          TestScreen(route: route)
        } content: {
          TestTabs()
        })
      let target = NavigationTarget<TestApp>(tab: .home, routes: [.list, .detail(7)])
      _ = await navigator.navigate(to: target).outcome
      // What is advertised is what the display shows, once it has caught up.
      scheduler.runAll()
      host.render()
      let activity = try #require(host.advertisedUserActivity)
      #expect(WaysInFixture.Advertised(activity) == .detail(7, title: "Detail 7"))
      #expect(described.values == [target])
    }
  }

  /// User activities through `WaypointWindow`: the registry chooses the
  /// window, as for links; each window advertises its own screen on top.
  @MainActor @Suite struct WaysInWindowTests {
    @Test func aHandoffActivityAtLaunchOpensAWindowAndLandsThere() async throws {
      let app = try WindowsHarness(rule: .frontmost)
      let window = app.windows.continueUserActivity(WaysInFixture.handoff(3))
      await app.nextFrame()
      #expect(app.windows.values == [window])
      #expect(app.registry.windows == [window])
      #expect(app.routes(window) == [.list, .detail(3)])
    }

    @Test func aHandoffActivityLandsInTheWindowTheRuleChooses() async throws {
      let app = try WindowsHarness(rule: .showing)
      let first = await app.openWindow()
      try await app.tap("List", "Detail 1", "Edit 1", in: first)
      let second = await app.openWindow()
      #expect(app.windows.continueUserActivity(WaysInFixture.handoff(1)) == second)
      await app.nextFrame()
      #expect(app.routes(first) == [.list, .detail(1)])
      #expect(app.routes(second) == [])
      #expect(app.windows.values == [first, second], "the window it landed in came forward")
    }

    @Test func aWebPageAndASpotlightResultOpenAsLinks() async throws {
      let app = try WindowsHarness(rule: .frontmost)
      let window = await app.openWindow()
      app.windows.continueUserActivity(
        WaysInFixture.webPage("https://\(WaysInFixture.host)/detail/5"))
      await app.nextFrame()
      #expect(app.routes(window) == [.list, .detail(5)])
      app.windows.continueUserActivity(try WaysInFixture.spotlightResult(6))
      await app.nextFrame()
      #expect(app.routes(window) == [.list, .detail(6)])
    }

    @Test func anActivityNoPatternTakesFailsAndChangesNothing() async throws {
      let app = try WindowsHarness(rule: .frontmost)
      let window = await app.openWindow()
      try await app.tap("List", in: window)
      let navigator = try #require(app.navigators.values.first)
      let before = navigator.state
      let failures = navigator.recordFailures()
      app.windows.continueUserActivity(WaysInFixture.webPage(nil))
      await app.nextFrame()
      #expect(navigator.state == before)
      #expect(app.windows.values == [window])
      let error = try #require(failures.values.first as? LinkError)
      guard case .unknownWayIn(let kind) = error else {
        Issue.record("expected unknownWayIn, got \(error)")
        return
      }
      #expect(kind == .userActivity(NSUserActivityTypeBrowsingWeb))
      #expect(failures.values.count == 1)
    }

    @Test func eachWindowAdvertisesItsOwnScreenOnTop() async throws {
      let app = try WindowsHarness(rule: .frontmost)
      let first = await app.openWindow()
      try await app.tap("List", "Detail 1", in: first)
      let second = await app.openWindow()
      #expect(app.windows.window(second)?.advertisedUserActivity == nil)
      try await app.tap("List", "Detail 2", in: second)
      let advertised = try [first, second].map {
        WaysInFixture.Advertised(try #require(app.windows.window($0)?.advertisedUserActivity))
      }
      #expect(advertised == [.detail(1), .detail(2)])
      try app.windows.window(second)?.swipeBack()
      await app.nextFrame()
      #expect(app.windows.window(second)?.advertisedUserActivity == nil)
    }

    @Test func aWindowWithUnsavedChangesClaimsNoExternalEvent() async throws {
      let app = try WindowsHarness(rule: .frontmost)
      let window = await app.openWindow()
      try await app.tap("List", "Detail 1", "Edit 1", in: window)
      let host = try #require(app.windows.window(window))
      #expect(host.externalEvents.preferring == ["*"])
      #expect(host.externalEvents.allowing == ["*"])
      let navigator = try #require(app.navigators.values.first)
      navigator.markUnsaved(try #require(navigator.state.activeStack.last).id, reason: "draft")
      await app.nextFrame()
      #expect(host.externalEvents.preferring == [])
      #expect(host.externalEvents.allowing == [])

      // The system offers the next activity to a new window instead.
      let other = app.windows.continueUserActivity(WaysInFixture.handoff(2))
      await app.nextFrame()
      #expect(other != window)
      #expect(app.routes(other) == [.list, .detail(2)])
      #expect(app.routes(window) == [.list, .detail(1), .edit(1)])
    }

    @Test func aDamagedSnapshotReportsItsIssuesOnce() async throws {
      let app = try WindowsHarness(rule: .frontmost)
      let window = await app.openWindow()
      try await app.tap("List", "Detail 1", in: window)
      var saved = app.windows.savedWindows
      let data = try #require(saved[0].sceneStorage["waypoint.navigation"] as? Data)
      let text = String(decoding: data, as: UTF8.self)
      let cut = try #require(text.range(of: "detail"))
      saved[0].sceneStorage["waypoint.navigation"] = Data(text[..<cut.lowerBound].utf8)

      let reports = Made<Result<RestoredState<TestApp>, RestorationError>>()
      let relaunched = try WindowsHarness(
        rule: .frontmost, restoring: saved, onRestore: { reports.values.append($0) })
      await relaunched.nextFrame()
      await relaunched.nextFrame()
      #expect(reports.values.count == 1)
      let restored = try #require(try? reports.values.first?.get())
      #expect(!restored.issues.isEmpty)
      #expect(restored.state.stack(at: .tab(.home))?.map(\.route) == [.list])
      #expect(relaunched.routes(window) == [.list])
    }

    @Test func unreadableDataReportsTheErrorAndAFreshWindowNothing() async throws {
      let first = try WindowsHarness(rule: .frontmost)
      await first.openWindow()
      var saved = first.windows.savedWindows
      saved[0].sceneStorage["waypoint.navigation"] = Data("not a snapshot".utf8)
      let reports = Made<Result<RestoredState<TestApp>, RestorationError>>()
      let app = try WindowsHarness(
        rule: .frontmost, restoring: saved, onRestore: { reports.values.append($0) })
      await app.nextFrame()
      #expect(reports.values.count == 1)
      guard case .failure(let error)? = reports.values.first else {
        Issue.record("expected a failure, got \(reports.values)")
        return
      }
      #expect(error == .notASnapshot)
      #expect(app.routes(saved[0].value) == [])

      await app.openWindow()
      #expect(reports.values.count == 1, "a new window has nothing to restore")
    }
  }
#endif
