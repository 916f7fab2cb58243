import SwiftUI

/// A sheet dismissed and a screen pushed beneath it in one update (row `dismiss-and-push`).
struct DismissAndPushScenario: View {
  let recorder: TraceRecorder
  @State private var sheet: ScenarioItem?
  @State private var path: [Int] = []

  var body: some View {
    RecordedStack(recorder: recorder, path: $path)
      .onAppear {
        recorder.offer("Present") { sheet = ScenarioItem(1) }
        recorder.offer("Dismiss and push") {
          sheet = nil
          path = [1]
        }
      }
      .sheet(
        item: recorder.recording("sheet", $sheet), onDismiss: { recorder.record(.dismiss, "sheet") }
      ) { _ in
        Text("Sheet").onAppear { recorder.record(.appear, "sheet") }
      }
  }
}
