import SwiftUI

/// A navigation stack of numbered screens whose path binding and whose screens' appearances go to
/// the recorder: the stack of the scenarios that push.
struct RecordedStack: View {
  let recorder: TraceRecorder
  let path: Binding<[Int]>

  var body: some View {
    NavigationStack(path: recorder.recording("path", path)) {
      Text("Root")
        .navigationDestination(for: Int.self) { number in
          Text("Screen \(number)").onAppear { recorder.record(.appear, "screen \(number)") }
        }
    }
  }
}
