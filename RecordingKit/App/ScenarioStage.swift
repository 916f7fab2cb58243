import SwiftUI

// The Xcode project (project.yml) builds the kit and the app as one module.
#if canImport(SwiftUITraceKit)
  import SwiftUITraceKit
#endif

/// Plays one scenario: the app's changes and the waits by itself, the user's steps by asking for
/// them (a person, or the kit's UI test, does each as its instruction shows), then writes the trace.
struct ScenarioStage: View {
  let scenario: Scenario
  let done: () -> Void
  @State private var recorder = TraceRecorder.startingNow()
  @State private var instruction = "Starting"
  @State private var written: URL?

  var body: some View {
    VStack(spacing: 12) {
      Text(instruction).accessibilityIdentifier("instruction")
      if let written {
        ShareLink(item: written)
        Button("Done", action: done)
      }
      scenario.view(recording: recorder)
    }
    .task { await play() }
  }

  private func play() async {
    for step in scenario.steps {
      switch step {
      case .wait(let milliseconds):
        try? await Task.sleep(for: .milliseconds(milliseconds))
      case .app(let name):
        recorder.record(.step, step.description)
        recorder.perform(name)
      default:
        // The user's step: recorded as asked, done by whoever holds the device.
        recorder.record(.step, step.description)
        instruction = "Now: \(step)"
      }
    }
    instruction = "Done: \(scenario.id)"
    written = try? write()
    if LaunchArguments.exitsWhenDone { exit(0) }
  }

  /// Writes the trace to the app's documents, and to the console for the UI test's log.
  private func write() throws -> URL {
    let trace = Trace(
      scenario: scenario.id, row: "", system: Self.system, origin: .recorded,
      source: "recorded by the kit on \(Self.device)", events: recorder.events)
    let data = try trace.encoded()
    let folder = try FileManager.default.url(
      for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    let file = folder.appending(
      path: "\(scenario.id).\(Self.system.replacingOccurrences(of: " ", with: "-")).recorded.json")
    try data.write(to: file)
    print(String(decoding: data, as: UTF8.self))
    return file
  }

  /// The running system, as the behaviour table writes it: "iOS 18.3".
  static var system: String {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    #if os(macOS)
      let platform = "macOS"
    #else
      let platform = "iOS"
    #endif
    return "\(platform) \(version.majorVersion).\(version.minorVersion)"
  }

  /// A simulator's model, or "a device": the contributor names theirs in the trace's `source`.
  static var device: String {
    ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"].map { "a simulator (\($0))" }
      ?? "a device"
  }
}
