import SwiftUI
import SwiftUIHost
import Testing

@MainActor @Suite struct PresentationTests {
  @Test func aPresentedSheetCoversTheScreenItIsAttachedTo() {
    let router = Router()
    router.sheet = Sheet(id: "a")
    let host = ViewHost(PresentingScreen(router: router))
    host.render()
    #expect(host.presentations == [HostedPresentation(.sheet, id: "a")])
    #expect(host.visibleTexts == ["Sheet a"])
    #expect(throws: HostError.notOnScreen("Present")) { try host.tapButton("Present") }
  }

  @Test func pullingASheetDownWritesNilThenCallsOnDismiss() throws {
    let router = Router()
    router.sheet = Sheet(id: "a")
    let host = ViewHost(PresentingScreen(router: router))
    host.render()
    try host.pullDownSheet()
    #expect(router.log.isEmpty, "nothing before the end of the animation")
    host.advance(by: host.version.lateNil.value)
    #expect(router.log == ["sheet := nil", "onDismiss sheet"])
    #expect(host.writes == [HostWrite(target: .presentedItem(at: 1), value: .nilItem, frame: 1)])
    host.render()
    #expect(host.presentations.isEmpty)
    #expect(host.visibleTexts == ["Base", "Present"])
    #expect(router.log.count == 2, "onDismiss runs once")
  }

  @Test func theNilWriteCanArriveAfterLaterRenders() throws {
    let router = Router()
    router.sheet = Sheet(id: "a")
    let host = ViewHost(PresentingScreen(router: router))
    host.render()
    let endOfAnimation = try host.beginPullDownSheet()
    host.render()
    #expect(host.presentations == [HostedPresentation(.sheet, id: "a")], "nothing written yet")
    #expect(router.log.isEmpty)
    endOfAnimation()
    #expect(router.log == ["sheet := nil", "onDismiss sheet"])
    #expect(host.writes.map(\.frame) == [2], "written against the later rendering")
    host.render()
    #expect(host.presentations.isEmpty)
    #expect(router.log.count == 2)
  }

  @Test func anAppDismissalAlsoCallsOnDismissAndWritesNothing() throws {
    let router = Router()
    router.sheet = Sheet(id: "a")
    let host = ViewHost(PresentingScreen(router: router))
    host.render()
    router.sheet = Sheet(id: "b")  // a new item replaces the sheet
    host.render()
    #expect(router.log.isEmpty, "onDismiss runs at the end of the dismiss animation")
    host.advance(by: ViewHost.presentationAnimation)
    #expect(router.log == ["onDismiss sheet"])
    #expect(host.presentations == [HostedPresentation(.sheet, id: "b")])
    router.sheet = nil
    host.render()
    host.advance(by: ViewHost.presentationAnimation)
    #expect(router.log == ["onDismiss sheet", "onDismiss sheet"])
    #expect(host.writes.isEmpty)
  }

  @Test func aCoverAndALockedSheetRefuseThePullDown() throws {
    let router = Router()
    router.cover = Sheet(id: "c")
    let host = ViewHost(PresentingScreen(router: router))
    host.version.presentationsPerFrame.value = nil  // the sheet and its locked inner one at once
    host.render()
    #expect(host.presentations == [HostedPresentation(.fullScreenCover, id: "c")])
    #expect(throws: HostError.coverCannotBeSwipedDown) { try host.pullDownSheet() }

    router.cover = nil
    host.render()
    host.advance(by: ViewHost.presentationAnimation)
    router.sheet = Sheet(id: "a", inner: "locked")
    host.render()
    #expect(host.isInteractiveDismissDisabled)
    #expect(throws: HostError.interactiveDismissDisabled) { try host.pullDownSheet() }
    #expect(host.writes.isEmpty)
    #expect(router.sheet?.inner == "locked")
  }

  @Test func nestedSheetsRenderAsLevelsAndOnlyTheTopOneIsPulledDown() throws {
    let router = Router()
    router.sheet = Sheet(id: "a", inner: "b")
    let host = ViewHost(PresentingScreen(router: router))
    // A version that brings both up in one frame, to see the levels.
    host.version.presentationsPerFrame.value = nil
    host.render()
    #expect(
      host.presentations == [
        HostedPresentation(.sheet, id: "a"), HostedPresentation(.sheet, id: "b"),
      ])
    #expect(host.visibleTexts == ["Inner b"])
    try host.pullDownSheet()
    host.advance(by: host.version.lateNil.value)
    #expect(router.log == ["inner := nil"])
    #expect(host.writes.map(\.target) == [.presentedItem(at: 2)])
    host.render()
    #expect(host.presentations == [HostedPresentation(.sheet, id: "a")])
    #expect(host.visibleTexts == ["Sheet a"])
  }

  @Test func aSecondPresentationOnOneLevelIsIgnoredAndReported() {
    let router = Router()
    router.sheet = Sheet(id: "a")
    router.cover = Sheet(id: "c")
    let host = ViewHost(PresentingScreen(router: router))
    host.render()
    #expect(host.presentations == [HostedPresentation(.sheet, id: "a")])
    #expect(host.issues.count == 1)
  }
}
