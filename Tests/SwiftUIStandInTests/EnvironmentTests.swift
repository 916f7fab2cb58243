import Observation
import SwiftUI
import SwiftUIHost
import Testing

@MainActor @Observable
final class Session {
  var name = "Ash"
}

@MainActor @Observable
final class Unused {}

private struct Greeting: View {
  @Environment(Session.self) private var session
  @Environment(Unused.self) private var unused: Unused?
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    VStack {
      Text("Hello \(session.name)")
      Text(unused == nil ? "no unused object" : "an unused object")
      Text("phase \(scenePhase)")
    }
  }
}

@MainActor @Suite struct EnvironmentTests {
  @Test func anEnvironmentObjectReachesDescendantsAndPresentations() {
    let session = Session()
    let router = Router()
    router.sheet = Sheet(id: "a")
    let host = ViewHost(
      VStack {
        Greeting()
      }
      .sheet(item: Binding(get: { router.sheet }, set: { router.sheet = $0 })) { _ in
        Greeting()
      }
      .environment(session))
    host.render()
    #expect(host.visibleTexts == ["Hello Ash", "no unused object", "phase active"])
    session.name = "Misty"
    host.render()
    #expect(host.visibleTexts.first == "Hello Misty")
  }

  @Test func theScenePhaseReachesTheEnvironmentOnTheNextRender() {
    let host = ViewHost(Greeting().environment(Session()), scenePhase: .inactive)
    host.render()
    #expect(host.visibleTexts.last == "phase inactive")
    host.setScenePhase(.background)
    #expect(host.visibleTexts.last == "phase inactive", "actions do not render")
    host.render()
    #expect(host.visibleTexts.last == "phase background")
  }
}
