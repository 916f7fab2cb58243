#if os(Linux)
  import SwiftUI
  import SwiftUIHost
  import WaypointSwiftUI
  import WaypointTestSupport
  import WaypointTesting

  /// A list of rows, each a link titled "Row …": in a split view's leading
  /// column they select, in a stack they push.
  struct SplitTestRows: View {
    let routes: [TestApp.Route]

    var body: some View {
      WaypointList(TestApp.self) {
        ForEach(routes, id: \.self) { route in
          WaypointLink(TestApp.self, to: route) { Text("Row " + TestScreen.title(route)) }
        }
      }
    }
  }

  /// A screen of the split test app: lists are rows, a detail links to its edit.
  struct SplitTestScreen: View {
    let route: TestApp.Route

    var body: some View {
      Group {
        switch route {
        case .list: SplitTestRows(routes: [.detail(1), .detail(2), .detail(3)])
        case .about: SplitTestRows(routes: [.detail(1)])
        case .detail(let number):
          VStack {
            Text(TestScreen.title(route))
            WaypointLink(TestApp.self, to: .edit(number)) { Text("Edit \(number)") }
          }
        case .edit: Text(TestScreen.title(route))
        }
      }
      .navigationTitle(TestScreen.title(route))
    }
  }

  /// The test app as an iPad app: iOS 18 tabs, the home tab a split view of
  /// two columns, the search tab of three, settings a plain stack.
  struct SplitTestRoot: View {
    let display: DisplayedNavigation<TestApp>

    var body: some View {
      WaypointRoot(display) { route in
        SplitTestScreen(route: route)
      } content: {
        WaypointTabView(TestApp.self) {
          Tab(value: TestApp.Tab.home) {
            WaypointSplitView(TestApp.self, .tab(.home)) {
              SplitTestRows(routes: [.detail(1), .detail(2), .detail(3)]).navigationTitle("Home")
            } destination: { route in
              SplitTestScreen(route: route)
            }
          } label: {
            Label("Home", systemImage: "house")
          }
          Tab(value: TestApp.Tab.search) {
            WaypointSplitView(TestApp.self, .tab(.search), columns: .three) {
              SplitTestRows(routes: [.list, .about]).navigationTitle("Search")
            } destination: { route in
              SplitTestScreen(route: route)
            }
          } label: {
            Label("Search", systemImage: "magnifyingglass")
          }
          Tab(value: TestApp.Tab.settings) {
            WaypointStack(TestApp.self, .tab(.settings)) {
              Text("Settings")
            } destination: { route in
              SplitTestScreen(route: route)
            }
          } label: {
            Label("Settings", systemImage: "gear")
          }
        }
        .tabViewStyle(.sidebarAdaptable)
      }
    }
  }

  extension GlueHarness {
    /// The split test app on the host, on a regular width.
    init(splitting state: TestState, guards: [any NavigationGuard<TestApp>] = []) {
      scheduler = ManualDisplayScheduler(advancesTimeWhenIdle: true)
      navigator = Navigator(state: state, guards: guards)
      display = DisplayedNavigation(navigator: navigator, profile: .iOS17, scheduler: scheduler)
      host = ViewHost(SplitTestRoot(display: display))
      host.horizontalSizeClass = .regular
    }

    /// The routes the selected tab shows, bottom first, whichever way it is
    /// shown: the screens of the columns after the sidebar (each the entry
    /// the column before selects) and of the detail's stack; or the stack on
    /// a compact width.
    var shownRoutes: [TestApp.Route] {
      guard let count = host.splitViewColumnCount else { return renderedRoutes }
      return (1..<count).flatMap { host.navigationTitles(ofColumn: $0) }
        .compactMap(Self.route(titled:))
    }

    /// The rows the lists on screen select, leading first.
    var selectedRows: [TestApp.Route?] {
      host.renderedRowSelections.map { ($0?.base as? PathItem<TestApp>)?.route }
    }

    /// The route of a screen's navigation title.
    static func route(titled title: String) -> TestApp.Route? {
      let number = title.split(separator: " ").last.flatMap { Int($0) }
      switch title {
      case "List": return .list
      case "About": return .about
      case _ where title.hasPrefix("Detail"): return number.map { .detail($0) }
      case _ where title.hasPrefix("Editing"): return number.map { .edit($0) }
      default: return nil
      }
    }

    /// The routes of the selected tab's stack in the model.
    var modelRoutes: [TestApp.Route] {
      navigator.state.stack(at: .tab(navigator.state.selectedTab))?.map(\.route) ?? []
    }
  }
#endif
