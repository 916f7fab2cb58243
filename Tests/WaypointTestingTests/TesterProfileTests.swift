import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport
import WaypointTesting

/// One scenario under every profile: what passes everywhere, and an app
/// that fails only where SwiftUI does something of its own.
@MainActor @Suite struct TesterProfileTests {
  /// home: [list, detail(1)], with `policy`.
  private static func deep(_ policy: NavigationPolicy = .init()) -> Navigator<TestApp> {
    var state = TestState.fresh
    _ = try? state.push(contentsOf: [.list, .detail(1)])
    return Navigator(state: state, policy: policy)
  }

  @Test(arguments: DisplayProfile.all)
  func aReTapPopsToTheRootOnce(profile: DisplayProfile) async {
    let failures = await TestFailure.collecting {
      let tester = NavigationTester(Self.deep(), profile: profile)
      await tester.tapTab(.home)
      await tester.expectApplied(.user, leaving: [.list, .detail(1)])
      await tester.expectNoNavigation()
    }
    #expect(failures == [])
  }

  /// An app that ignores re-taps in its policy and pops one screen itself,
  /// as if SwiftUI never popped: right until iOS 26, which pops to the root.
  @Test(arguments: DisplayProfile.all)
  func anAppThatPopsItselfOnAReTapFailsOnlyUnderIOS26(profile: DisplayProfile) async {
    let failures = await TestFailure.collecting {
      let tester = NavigationTester(
        Self.deep(NavigationPolicy(tabReselection: .ignore)), profile: profile)
      await tester.tapTab(.home)
      _ = await tester.navigator.pop(in: .tab(.home)).outcome
      await tester.expectApplied(.app, leaving: [.detail(1)])
      await tester.expectNoNavigation()
    }
    guard profile == .iOS26 else {
      #expect(failures == [])
      return
    }
    // The timeline shows SwiftUI's own pop, then the app's, which found nothing.
    let saw: String = """
      What the user saw:
        #1 shown detail(1) on tab(home) (app)
        #2 applied user: pop 2 on tab(home) to root
        #3 shown tab(home) (user), after detail(1)
        #4 failed app: The stack of tab(home) is empty: nothing to pop.
        now at home
      """
    let routes =
      "[WaypointTestSupport.TestApp.Route.list, WaypointTestSupport.TestApp.Route.detail(1)]"
    let differs: String =
      "The applied navigation differs: cause user, not app; leaving \(routes), "
      + "not [WaypointTestSupport.TestApp.Route.detail(1)].\n  It was: user: pop 2 on tab(home) to root\n"
    let unasserted: String =
      "1 navigation(s) were not asserted:\n"
      + "  failed app: The stack of tab(home) is empty: nothing to pop.\n"
    #expect(failures == [differs + saw, unasserted + saw])
  }
}
