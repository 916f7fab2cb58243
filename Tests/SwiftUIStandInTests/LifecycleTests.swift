import Foundation
import SwiftUI
import SwiftUIHost
import Testing

/// Counts `onAppear` calls and records `onChange` calls of a stack's root.
private struct Watched: View {
  let router: Router

  var body: some View {
    NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
      Text("Root")
        .onAppear { router.log.append("appear root") }
        .onChange(of: router.path.count) { old, new in router.log.append("count \(old)->\(new)") }
        .onChange(of: router.tab, initial: true) { old, new in
          router.log.append("tab \(old)->\(new)")
        }
        .onOpenURL { router.log.append("url \($0.absoluteString)") }
        .navigationDestination(for: Int.self) { Text("Screen \($0)") }
    }
  }
}

@MainActor @Suite struct LifecycleTests {
  @Test func onAppearRunsOnceWhileTheViewStaysOnScreen() {
    let router = Router()
    let host = ViewHost(Watched(router: router))
    host.render()
    host.render()
    host.render()
    #expect(router.log.filter { $0.hasPrefix("appear") } == ["appear root"])
  }

  @Test func onAppearRunsAgainWhenAPoppedScreenUncoversTheView() throws {
    let router = Router()
    let host = ViewHost(Watched(router: router))
    host.render()
    router.path = [1]
    host.render()
    try host.swipeBack()
    host.render()
    #expect(router.log.filter { $0.hasPrefix("appear") } == ["appear root", "appear root"])
  }

  @Test func onChangeFiresWhenTheValueDiffersFromThePreviousRender() {
    let router = Router()
    let host = ViewHost(Watched(router: router))
    host.render()
    #expect(router.log.filter { $0.hasPrefix("count") }.isEmpty)
    #expect(router.log.filter { $0.hasPrefix("tab") } == ["tab home->home"], "initial: true")
    router.path = [1, 2]
    host.render()
    host.render()
    router.tab = .search
    host.render()
    #expect(router.log.filter { $0.hasPrefix("count") } == ["count 0->2"])
    #expect(router.log.filter { $0.hasPrefix("tab") } == ["tab home->home", "tab home->search"])
  }

  @Test func aURLReachesEveryOnOpenURLOfTheRendering() throws {
    let router = Router()
    let host = ViewHost(Watched(router: router))
    host.render()
    let url = try #require(URL(string: "pmi://pokemon/25"))
    #expect(host.openURL(url) == 1)
    #expect(router.log.last == "url pmi://pokemon/25")
  }

  @Test func aTaskStartsWhenItsViewAppears() async {
    let router = Router()
    let host = ViewHost(Text("Loading").task { @MainActor in router.log.append("task") })
    host.render()
    for _ in 0..<100 where router.log.isEmpty { await Task.yield() }
    #expect(router.log == ["task"])
  }
}
