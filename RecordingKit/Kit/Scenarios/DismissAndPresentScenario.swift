import SwiftUI

/// A sheet dismissed and another presented from another view in one update (rows
/// `dismiss-and-present-reported`, `dismiss-and-present-assumed`).
struct DismissAndPresentScenario: View {
  let recorder: TraceRecorder
  @State private var first: ScenarioItem?
  @State private var second: ScenarioItem?

  var body: some View {
    VStack {
      Text("Dismiss and present")
        .sheet(
          item: recorder.recording("first", $first),
          onDismiss: { recorder.record(.dismiss, "first") }
        ) { _ in
          Text("First").onAppear { recorder.record(.appear, "first") }
        }
    }
    .onAppear {
      recorder.offer("Present") { first = ScenarioItem(1) }
      recorder.offer("Dismiss and present") {
        first = nil
        second = ScenarioItem(2)
      }
    }
    .sheet(item: recorder.recording("second", $second)) { _ in
      Text("Second").onAppear { recorder.record(.appear, "second") }
    }
  }
}
