import SwiftUI

/// A sheet, and a sheet over it, brought up in one update (row `nested-sheets-reported`).
struct NestedSheetsScenario: View {
  let recorder: TraceRecorder
  @State private var first: ScenarioItem?
  @State private var second: ScenarioItem?

  var body: some View {
    Text("Nested sheets")
      .onAppear {
        recorder.offer("Present both") {
          first = ScenarioItem(1)
          second = ScenarioItem(2)
        }
      }
      .sheet(item: recorder.recording("first", $first)) { _ in
        Text("First")
          .onAppear { recorder.record(.appear, "first") }
          .sheet(item: recorder.recording("second", $second)) { _ in
            Text("Second").onAppear { recorder.record(.appear, "second") }
          }
      }
  }
}
