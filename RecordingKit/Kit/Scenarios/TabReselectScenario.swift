import SwiftUI

/// A tab whose stack holds a pushed screen, tapped again (rows `tab-reselect-pops`,
/// `tab-reselect-selects`).
struct TabReselectScenario: View {
  let recorder: TraceRecorder
  @State private var tab = "First"
  @State private var path: [Int] = []

  var body: some View {
    TabView(selection: recorder.recording("selection", $tab)) {
      RecordedStack(recorder: recorder, path: $path)
        .tabItem { Text("First") }
        .tag("First")
      Text("Second")
        .tabItem { Text("Second") }
        .tag("Second")
    }
    .onAppear { recorder.offer("Push") { path = [1] } }
  }
}
