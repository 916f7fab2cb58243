import SwiftUI
import SwiftUIHost
import Testing

@MainActor @Suite struct NavigationTests {
  @Test func rendersTheRootAndOneDestinationPerStackElement() {
    let router = Router()
    router.path = [1, 2]
    let host = ViewHost(StackScreen(router: router))
    host.render()
    #expect(host.renderedPath() == [1, 2])
    #expect(host.visibleTexts == ["Screen 2", "Next"])
    #expect(host.visibleNavigationTitle == "Number 2")
    #expect(router.pathReads == 1, "the path binding is read once per render")
    #expect(host.writes.isEmpty, "rendering writes nothing")
    #expect(host.issues.isEmpty)
  }

  @Test func swipeBackWritesTheRenderedPathWithoutItsLastElement() throws {
    let router = Router()
    router.path = [1, 2, 3]
    let host = ViewHost(StackScreen(router: router))
    host.render()
    try host.swipeBack()
    #expect(router.path == [1, 2])
    #expect(host.writes == [HostWrite(target: .path(stackAt: 0), value: .path([1, 2]), frame: 1)])
    host.render()
    #expect(host.visibleTexts == ["Screen 2", "Next"])
  }

  @Test func theBackHistoryMenuWritesAShorterPrefixInOneWrite() throws {
    let router = Router()
    router.path = [1, 2, 3]
    let host = ViewHost(StackScreen(router: router))
    host.render()
    try host.popBack(toCount: 1)
    #expect(router.log == ["path := [1]"])
    #expect(host.writes.map(\.value) == [.path([1])])
    host.render()
    #expect(throws: HostError.invalidPopCount(3, renderedCount: 1)) { try host.popBack(toCount: 3) }
  }

  @Test func aLinkTapAppendsItsValueToTheRenderedPath() throws {
    let router = Router()
    let host = ViewHost(StackScreen(router: router))
    host.render()
    #expect(host.visibleTexts == ["Root", "Open 1", "Open text"])
    try host.tapLink("Open 1")
    #expect(router.path == [1])
    host.render()
    #expect(host.visibleNavigationTitle == "Number 1")
    try host.tapLink("Next")
    #expect(router.path == [1, 2])
    #expect(host.writes.map(\.frame) == [1, 2])
  }

  @Test func aLinkWhoseValueThePathCannotHoldWritesNothing() {
    let router = Router()
    let host = ViewHost(StackScreen(router: router))
    host.render()
    #expect(throws: HostError.valueTypeMismatch(value: "String", expected: "[Int]")) {
      try host.tapLink("Open text")
    }
    #expect(router.path.isEmpty)
    #expect(host.writes.isEmpty)
  }

  @Test func twoTapsOnOneRenderingAreTwoWritesInOneFrame() throws {
    let router = Router()
    let host = ViewHost(StackScreen(router: router))
    host.render()
    try host.tapLink("Open 1")
    try host.tapLink("Open 1")
    #expect(host.writes(inFrame: 1).count == 2)
    #expect(router.log == ["path := [1]", "path := [1]"], "both are relative to what was shown")
  }

  @Test func aStaleRenderingWritesAPrefixOfWhatWasShownNotOfTheModel() throws {
    let router = Router()
    router.path = [1, 2, 3]
    let host = ViewHost(StackScreen(router: router))
    host.render()
    router.path = [1]  // the app pops before SwiftUI renders again
    try host.swipeBack()
    #expect(router.path == [1, 2])
    #expect(host.writes.map(\.value) == [.path([1, 2])])
  }

  @Test func aHiddenBackButtonOrAnEmptyPathRefusesToGoBack() {
    let router = Router()
    router.path = [1, 99]
    let host = ViewHost(StackScreen(router: router))
    host.render()
    #expect(host.isBackButtonHidden)
    #expect(throws: HostError.backButtonHidden) { try host.swipeBack() }
    #expect(throws: HostError.backButtonHidden) { try host.popBack(toCount: 0) }
    router.path = []
    host.render()
    #expect(!host.isBackButtonHidden)
    #expect(throws: HostError.emptyPath) { try host.swipeBack() }
    #expect(host.writes.isEmpty)
  }

  @Test func aStackWithoutABindingKeepsItsOwnPath() throws {
    let host = ViewHost(
      NavigationStack {
        NavigationLink("Go", value: 7)
          .navigationDestination(for: Int.self) { Text("Seven is \($0)") }
      })
    host.render()
    try host.tapLink("Go")
    host.render()
    #expect(host.renderedPath() == [7])
    #expect(host.visibleTexts == ["Seven is 7"])
    try host.swipeBack()
    host.render()
    #expect(host.visibleTexts == ["Go"])
    #expect(host.writes.isEmpty, "no binding was written")
  }

  @Test func destinationsInsideAListAreIgnoredAndReported() {
    let host = ViewHost(
      NavigationStack(path: .constant([5])) {
        List {
          Text("Row").navigationDestination(for: Int.self) { Text("Five is \($0)") }
        }
      })
    host.render()
    #expect(host.visibleTexts.isEmpty)
    #expect(host.issues.count == 2)
    #expect(host.issues.first?.message.contains("inside a List or Form") == true)
  }
}
