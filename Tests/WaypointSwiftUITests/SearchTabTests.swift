#if os(Linux)
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport
  import WaypointTesting

  /// The search tab on the SwiftUI host: the search field's text is the
  /// navigation state's query, both ways.
  @MainActor @Suite struct SearchTabTests {
    struct SearchRoot: View {
      let display: DisplayedNavigation<TestApp>

      var body: some View {
        WaypointRoot(display) { route in
          TestScreen(route: route)
        } content: {
          WaypointTabView(TestApp.self, searchable: true) {
            Tab(value: TestApp.Tab.home) {
              WaypointStack(TestApp.self, .tab(.home)) {
                Text("Home")
              } destination: {
                TestScreen(route: $0)
              }
            }
            Tab(value: TestApp.Tab.search) {
              WaypointStack(TestApp.self, .tab(.search)) {
                Text("Results for \(display.navigator.state.searchQuery)")
              } destination: {
                TestScreen(route: $0)
              }
            }
          }
        }
      }
    }

    func harness() -> GlueHarness {
      GlueHarness(NavigationState(tabs: [.home, .search]), profile: .iOS17) {
        SearchRoot(display: $0)
      }
    }

    @Test func aLinkSetsTheSearchFieldsText() async {
      let harness = harness()
      harness.host.render()
      #expect(harness.host.searchText == "")
      var target = NavigationTarget<TestApp>(tab: .search, routes: [])
      target.searchQuery = "pika"
      _ = await harness.navigator.navigate(to: target, cause: .deepLink).outcome
      await harness.nextFrame()
      #expect(harness.host.searchText == "pika")
      #expect(harness.host.visibleTexts.contains("Results for pika"))
    }

    @Test func typingInTheSearchFieldIsAWriteTheModelTakes() async throws {
      let harness = harness()
      harness.host.render()
      try harness.host.typeInSearchField("bulb")
      // What the user typed stays in the field until the model has it.
      #expect(harness.host.searchText == "bulb")
      await harness.nextFrame()
      #expect(harness.navigator.state.searchQuery == "bulb")
      #expect(harness.host.searchText == "bulb")
      let causes = harness.navigator.timeline.entries.compactMap { entry in
        if case .navigation(let outcome) = entry { outcome.transition?.cause } else { nil }
      }
      #expect(causes == [.user])
    }
  }
#endif
