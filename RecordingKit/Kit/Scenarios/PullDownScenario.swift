import SwiftUI

/// A sheet the user swipes down (row `pull-down-late-nil`).
struct PullDownScenario: View {
  let recorder: TraceRecorder
  @State private var sheet: ScenarioItem?

  var body: some View {
    Text("Pull down")
      .onAppear { recorder.offer("Present") { sheet = ScenarioItem(1) } }
      .sheet(
        item: recorder.recording("sheet", $sheet), onDismiss: { recorder.record(.dismiss, "sheet") }
      ) { _ in
        Text("Sheet").onAppear { recorder.record(.appear, "sheet") }
      }
  }
}
