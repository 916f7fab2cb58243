import SwiftUI

/// A swipe back begun on a pushed screen and let go before it completes (row
/// `cancelled-pop-writes-nothing`).
struct CancelledPopScenario: View {
  let recorder: TraceRecorder
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: recorder.recording("path", $path)) {
      Text("Root")
        .navigationDestination(for: Int.self) { number in
          Text("Screen \(number)").onAppear { recorder.record(.appear, "screen \(number)") }
        }
    }
    .onAppear { recorder.offer("Push") { path = [1] } }
  }
}
