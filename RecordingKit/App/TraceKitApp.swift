import SwiftUI

// The Xcode project (project.yml) builds the kit and the app as one module.
#if canImport(SwiftUITraceKit)
  import SwiftUITraceKit
#endif

/// The recording kit: plays each scenario of the behaviour table in the real SwiftUI and writes
/// what SwiftUI did as a trace (RecordingKit/README.md).
///
/// Launched with `-scenario <id>`, it plays that scenario at once, which is how its UI test drives
/// it; with `-exit` too, it quits once the trace is written.
@main struct TraceKitApp: App {
  var body: some Scene {
    WindowGroup {
      KitHome(launchScenario: LaunchArguments.scenario)
    }
  }
}

/// What the kit was launched with.
enum LaunchArguments {
  static var scenario: Scenario? {
    let arguments = ProcessInfo.processInfo.arguments
    guard let flag = arguments.firstIndex(of: "-scenario"), flag + 1 < arguments.count else {
      return nil
    }
    return Scenario.all.first { $0.id == arguments[flag + 1] }
  }

  static var exitsWhenDone: Bool { ProcessInfo.processInfo.arguments.contains("-exit") }
}

/// Every scenario; choosing one plays it.
struct KitHome: View {
  @State private var playing: Scenario?

  init(launchScenario: Scenario?) {
    _playing = State(initialValue: launchScenario)
  }

  var body: some View {
    if let playing {
      ScenarioStage(scenario: playing) { self.playing = nil }
    } else {
      NavigationStack {
        List(Scenario.all) { scenario in
          Button {
            playing = scenario
          } label: {
            VStack(alignment: .leading) {
              Text(scenario.id)
              Text(scenario.summary).font(.caption)
            }
          }
        }
        .navigationTitle("Waypoint trace kit")
      }
    }
  }
}
