#if os(Linux)
  @_spi(Host) import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport

  /// The glue runs each display update in a SwiftUI transaction that
  /// disables animations when the navigation asked for none.
  @MainActor @Suite struct AnimationTests {
    @Test func eachUpdateRunsInATransactionThatAnimatesAsTheNavigationAsked() async {
      let recorder = _Transactions.Recorder()
      await _Transactions.$recorder.withValue(recorder) {
        let harness = GlueHarness()
        await harness.nextFrame()
        _ = harness.navigator.withAnimation(.disabled) { harness.navigator.present(.about) }
        await harness.nextFrame()
        _ = await harness.navigator.push(.list).outcome
        await harness.nextFrame()
        #expect(recorder.disabledAnimations == [true, false])
        #expect(harness.renderedRoutes == [.list])
      }
    }
  }
#endif
