#if os(Linux)
  import Foundation
  import Observation
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport

  #if DEBUG
    /// A debug build's launch arguments, through the root on the host: a link, a saved state in a
    /// file or inline, and what goes wrong, as a restoration issue and never a crash.
    @MainActor @Suite struct LaunchArgumentsTests {
      static let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases)

      /// Settings selected, About pushed on it: the saved state the tests start at.
      static func saved() throws -> TestState {
        var state = TestState.fresh
        try state.selectTab(.settings)
        try state.push(.about)
        return state
      }

      /// The test app on the host, its root reading `arguments` at launch.
      static func launched(_ arguments: [String]) throws -> GlueHarness {
        let router = try WaysInFixture.router()
        return GlueHarness(.fresh, profile: .iOS17) { display in
          WaypointRoot(display, router: router, screen: { TestScreen(route: $0) }) { TestTabs() }
            .launching(with: arguments)
        }
      }

      static func snapshotFile(_ contents: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
          "waypoint-launch-\(UUID().uuidString).json")
        try contents.write(to: url)
        return url.path
      }

      @Test func aLinkOpensAtLaunchThroughTheIntake() async throws {
        let harness = try Self.launched(["/app", "-WaypointOpen", "test://detail/3"])
        harness.host.render()
        await harness.nextFrame()
        await harness.nextFrame()
        #expect(harness.navigator.state.selectedTab == .home)
        #expect(harness.renderedRoutes == [.list, .detail(3)])
      }

      @Test func aStateFileIsRestoredAtLaunchAndLeftWhereItIs() async throws {
        let path = try Self.snapshotFile(try Self.coder.encode(try Self.saved()))
        let harness = try Self.launched(["-WaypointState", path])
        harness.host.render()
        await harness.nextFrame()
        #expect(harness.navigator.state.selectedTab == .settings)
        #expect(harness.renderedRoutes == [.about])
        #expect(FileManager.default.fileExists(atPath: path))
      }

      @Test func inlineJSONIsRestoredAtLaunchThenTheLinkLandsOverIt() async throws {
        let json = String(decoding: try Self.coder.encode(try Self.saved()), as: UTF8.self)
        let harness = try Self.launched([
          "-WaypointOpen", "test://detail/4", "-WaypointState", "  " + json,
        ])
        harness.host.render()
        await harness.nextFrame()
        await harness.nextFrame()
        #expect(harness.navigator.state.selectedTab == .home)
        #expect(harness.renderedRoutes == [.list, .detail(4)])
        #expect(harness.navigator.state.routes(.tab(.settings)) == [.about])
      }

      @Test func aBadFileIsARestorationIssueAndChangesNothing() async throws {
        let path = try Self.snapshotFile(Data("not a snapshot".utf8))
        let harness = try Self.launched(["-WaypointState", path])
        harness.host.render()
        await harness.nextFrame()
        #expect(harness.navigator.state == .fresh)
        #expect(harness.host.visibleTexts.contains("Home"))
        let navigator = Navigator(state: TestState.fresh)
        let arguments = LaunchArguments(["-WaypointState", path])
        #expect(
          navigator.launch(arguments, coder: Self.coder, open: nil) == [.notRestored(.notASnapshot)]
        )
        #expect(FileManager.default.fileExists(atPath: path))
      }

      @Test func eachOtherMishapIsReportedAndTheRestStillHappens() throws {
        let navigator = Navigator(state: TestState.fresh)
        let missing = "/nonexistent/waypoint-launch.json"
        #expect(
          navigator.launch(
            LaunchArguments(["-WaypointState", missing, "-WaypointOpen", "test://detail/1"]),
            coder: Self.coder, open: nil)
            == [.noFile(path: missing), .noRouter(link: "test://detail/1")])
        #expect(
          navigator.launch(LaunchArguments(["-WaypointOpen"]), coder: Self.coder, open: nil)
            == [.missingValue(argument: "-WaypointOpen")])
        // A tab the app no longer has: the rest of the state is restored, the tab reported.
        let json = String(decoding: try Self.coder.encode(try Self.saved()), as: UTF8.self)
        let issues = navigator.launch(
          LaunchArguments(["-WaypointState", json]),
          coder: SnapshotCoder(tabs: [.home, .settings]), open: nil)
        guard case .partlyRestored(let parts)? = issues.first, issues.count == 1 else {
          Issue.record("expected a partial restoration, got \(issues)")
          return
        }
        #expect(parts.map(\.reason) == [.unknownTab])
      }

      /// Denies every navigation: the launch state's restoration too.
      private struct Closed: NavigationGuard {
        func evaluate(_ proposal: NavigationProposal<TestApp>) -> GuardDecision<TestApp> {
          .deny(reason: "Closed.")
        }
      }

      @Test func aStateTheGuardsRefuseIsReportedAndTheAppStaysWhereItWas() throws {
        let navigator = Navigator(state: TestState.fresh, guards: [Closed()])
        let json = String(decoding: try Self.coder.encode(try Self.saved()), as: UTF8.self)
        #expect(
          navigator.launch(LaunchArguments(["-WaypointState", json]), coder: Self.coder, open: nil)
            == [.stateRefused(reason: "Closed.")])
        #expect(navigator.state == .fresh)
      }

      @Test func anArgumentFollowedByTheOtherHasNoValue() {
        let arguments = LaunchArguments(["-WaypointOpen", "-WaypointState", "saved.json"])
        #expect(arguments.link == nil)
        #expect(arguments.state == "saved.json")
        #expect(arguments.lackingValue == ["-WaypointOpen"])
      }
    }

  #endif

  /// What a picker flow's screen keeps of the value returned to it: a model, as an app's screen
  /// keeps it (the stand-in's `@State` lasts only as long as the view value).
  @Observable @MainActor private final class Picked {
    var value: Int?
  }

  /// A screen that takes the value returned to it as it appears, as an app's picker flow does.
  private struct PickingScreen: View {
    @Environment(Navigator<TestApp>.self) private var navigator
    let picked: Picked

    var body: some View {
      Text(picked.value.map { "Picked \($0)" } ?? "Nothing picked")
        .onAppear { picked.value = navigator.takeReturnValue(at: "pick") }
    }
  }

  /// Previews at any state, and the message of a Waypoint view outside any root.
  @MainActor @Suite struct PreviewTests {
    @Test func aPreviewShowsAScreenAtAStateWithAReturnValueWaiting() throws {
      var state = TestState.fresh
      try state.push(.list, options: EntryOptions(returnPoint: "pick"))
      try state.push(.detail(7))
      try state.return(to: "pick", with: 7)
      let picked = Picked()
      let host = ViewHost(
        WaypointPreview(TestApp.self, state: state) {
          WaypointStack(TestApp.self, .tab(.home)) {
            Text("Home")
          } destination: { _ in
            PickingScreen(picked: picked)
          }
        })
      host.render()
      host.render()
      #expect(picked.value == 7)
      #expect(host.visibleTexts.contains("Picked 7"))
    }

    @Test func aLinkOutsideAnyRootSaysWhatToAdd() {
      let host = ViewHost(WaypointLink(TestApp.self, to: .list) { Text("List") })
      host.render()
      #expect(
        host.visibleTexts == [
          "WaypointLink has no navigation to show: put it inside a WaypointRoot, or in a preview "
            + "inside WaypointPreview(TestApp.self, state: …)."
        ])
    }

    @Test func aStackOutsideAnyRootSaysWhatToAdd() {
      let host = ViewHost(
        WaypointStack(TestApp.self, .tab(.home)) {
          Text("Home")
        } destination: { _ in
          Text("")
        })
      host.render()
      #expect(
        host.visibleTexts == [
          "WaypointStack has no navigation to show: put it inside a WaypointRoot, or in a preview "
            + "inside WaypointPreview(TestApp.self, state: …)."
        ])
    }
  }
#endif
