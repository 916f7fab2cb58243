import SwiftUI

/// A swipe back begun on a pushed screen and let go before it completes (row
/// `cancelled-pop-writes-nothing`).
struct CancelledPopScenario: View {
  let recorder: TraceRecorder
  @State private var path: [Int] = []

  var body: some View {
    RecordedStack(recorder: recorder, path: $path)
      .onAppear { recorder.offer("Push") { path = [1] } }
  }
}
