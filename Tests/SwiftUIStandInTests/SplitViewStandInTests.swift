import Observation
import SwiftUI
import SwiftUIHost
import Testing

/// A sidebar's selection and a detail's stack, kept by a plain model.
@MainActor @Observable
final class SidebarModel {
  var selection: Int?
  var path: [String] = []
  var tab = "one"
}

/// A two-column split view as an app writes it: a selecting list of links
/// in the sidebar, a stack in the detail.
struct SidebarScreen: View {
  let model: SidebarModel

  var body: some View {
    NavigationSplitView {
      List(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
        NavigationLink("Row 1", value: 1)
        NavigationLink("Row 2", value: 2)
      }
      .navigationTitle("Rows")
    } detail: {
      NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
        Text("Selected \(model.selection.map(String.init) ?? "none")")
          .navigationTitle("Detail")
          .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
      }
    }
  }
}

/// The iOS 18 tab form, with the sidebar-adaptable style.
struct TabFormScreen: View {
  let model: SidebarModel

  var body: some View {
    TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
      SwiftUI.Tab(value: "one") {
        Text("First")
      } label: {
        Label("One", systemImage: "1.circle")
      }
      SwiftUI.Tab(value: "two") { Text("Second") }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

@MainActor @Suite struct SplitViewStandInTests {
  @Test func aSplitViewShowsEveryColumnAndItsTitles() {
    let model = SidebarModel()
    model.selection = 2
    let host = ViewHost(SidebarScreen(model: model))
    host.render()
    #expect(host.splitViewColumnCount == 2)
    #expect(host.navigationTitle(ofColumn: 0) == "Rows")
    #expect(host.visibleTexts(ofColumn: 1) == ["Selected 2"])
    #expect(host.renderedRowSelections == [AnyHashable(2)])
  }

  @Test func aLinkInASelectingListSelectsItsRowInsteadOfPushing() throws {
    let model = SidebarModel()
    let host = ViewHost(SidebarScreen(model: model))
    host.render()
    try host.tapLink("Row 1")
    #expect(model.selection == 1)
    #expect(model.path.isEmpty)
    #expect(host.writes.map(\.value) == [.row(AnyHashable(1))])
  }

  @Test func theDetailsStackIsTheVisibleOneAndItsTitlesAreListedInOrder() throws {
    let model = SidebarModel()
    model.selection = 1
    model.path = ["Deeper"]
    let host = ViewHost(SidebarScreen(model: model))
    host.render()
    #expect(host.navigationTitles(ofColumn: 1) == ["Detail", "Deeper"])
    #expect(host.navigationTitle(ofColumn: 1) == "Deeper")
    try host.swipeBack()
    #expect(model.path.isEmpty)
  }

  @Test func theTabFormRendersTheSelectedTabAndTakesItsStyle() throws {
    let model = SidebarModel()
    let host = ViewHost(TabFormScreen(model: model))
    host.render()
    #expect(host.visibleTexts == ["First"])
    #expect(host.tabViewStyles == ["SidebarAdaptableTabViewStyle"])
    try host.selectTab("two")
    #expect(model.tab == "two")
    host.render()
    #expect(host.visibleTexts == ["Second"])
  }

  @Test func theSizeClassIsCompactUnlessTheTestWidensTheWindow() {
    struct SizeClassText: View {
      @Environment(\.horizontalSizeClass) private var sizeClass
      var body: some View { Text(sizeClass == .regular ? "regular" : "compact") }
    }
    let host = ViewHost(SizeClassText())
    host.render()
    #expect(host.visibleTexts == ["compact"])
    host.horizontalSizeClass = .regular
    host.render()
    #expect(host.visibleTexts == ["regular"])
  }
}
