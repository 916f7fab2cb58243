import SwiftUI
import SwiftUIHost
import Testing

@MainActor @Suite struct TabTests {
  @Test func rendersOnlyTheSelectedTab() {
    let router = Router()
    let host = ViewHost(TabScreen(router: router))
    host.render()
    #expect(host.selectedTab == AnyHashable(Tab.home))
    #expect(host.visibleTexts == ["Home tab"])
    #expect(host.renderedPath() == nil, "the other tab's stack is not rendered")
    #expect(router.pathReads == 0)
  }

  @Test func aTabTapWritesTheSelectionAndAReselectWritesItAgain() throws {
    let router = Router()
    let host = ViewHost(TabScreen(router: router))
    host.render()
    try host.selectTab(Tab.search)
    #expect(router.tab == .search)
    host.render()
    #expect(host.visibleTexts == ["Root", "Open 1", "Open text"])
    try host.selectTab(Tab.search)
    #expect(router.log == ["tab := search", "tab := search"])
    #expect(
      host.writes.map(\.value) == [
        .selection(AnyHashable(Tab.search)), .selection(AnyHashable(Tab.search)),
      ])
  }

  @Test func theTabBarCannotBeTappedUnderASheet() {
    let router = Router()
    router.sheet = Sheet(id: "a")
    let host = ViewHost(TabScreen(router: router))
    host.render()
    #expect(throws: HostError.tabBarCovered) { try host.selectTab(Tab.search) }
    router.sheet = nil
    host.render()
    #expect(throws: HostError.notOnScreen("tab 42")) { try host.selectTab(42) }
    #expect(router.log.isEmpty)
  }

  @Test func theStackInTheSelectedTabIsTheVisibleOne() throws {
    let router = Router()
    router.tab = .search
    router.path = [3]
    let host = ViewHost(TabScreen(router: router))
    host.render()
    #expect(host.visibleTexts == ["Screen 3", "Next"])
    try host.swipeBack()
    #expect(router.path.isEmpty)
  }
}
