import SwiftUI

/// A sheet the user holds mid-pull while the app replaces it, then lets go (row `held-pull`).
struct HeldPullScenario: View {
  let recorder: TraceRecorder
  @State private var sheet: ScenarioItem?

  var body: some View {
    Text("Held pull")
      .onAppear {
        recorder.offer("Present") { sheet = ScenarioItem(1) }
        recorder.offer("Replace") { sheet = ScenarioItem(2) }
      }
      .sheet(
        item: recorder.recording("sheet", $sheet), onDismiss: { recorder.record(.dismiss, "sheet") }
      ) { item in
        Text("Sheet \(item.id)").onAppear { recorder.record(.appear, "sheet \(item.id)") }
      }
  }
}
