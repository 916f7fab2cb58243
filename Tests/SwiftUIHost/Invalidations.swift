import Observation
import Synchronization

/// Which views SwiftUI would evaluate again, and how often: each view's
/// reads of `@Observable` state, tracked apart from every other view's.
///
/// SwiftUI tracks the reads of each view's `body` on their own, and a read a
/// built-in view makes through a binding (a `NavigationStack` reading its
/// path, a `TabView` its selection, `.searchable` its text, a sheet its item)
/// belongs to the view whose body holds that built-in view. A change to what
/// a view read invalidates that view once; its next rendering tracks it again.
///
/// A view rendered in a frame is tracked from that frame's reads alone; a
/// view the frame left out is gone, with its tracking, unless it is in a tab
/// not shown, which SwiftUI keeps with its state: its last reads still count.
///
/// The renderer never nests one view's tracking in another's: Observation
/// merges a nested tracking's reads into the enclosing one, which would make
/// the root a reader of everything. Each evaluation (a body, a built-in
/// view's configuration, a binding's read, a destination or presentation
/// built) is tracked alone, for its view, and none renders another view.
final class Invalidations: Sendable {
  private struct State {
    /// Bumped at each rendering.
    var rendering = 0
    /// The views whose last reads are tracked and unchanged, with the
    /// rendering they were made in: a tracking from an older one is spent.
    var armed: [String: Int] = [:]
    /// The views that read something in the current rendering.
    var readers: Set<String> = []
    var counts: [String: Int] = [:]
  }

  private let state = Mutex(State())

  /// Starts a rendering: each view it renders is tracked again from what it
  /// reads now.
  func beginRendering() {
    state.withLock {
      $0.rendering += 1
      $0.readers = []
    }
  }

  /// Ends a rendering: forgets the views it did not track, but those under
  /// `kept`, the identities of the tabs not shown.
  func endRendering(keeping kept: [String]) {
    state.withLock { state in
      let rendering = state.rendering
      state.armed = state.armed.filter { view, tracked in
        tracked == rendering || kept.contains { view.hasPrefix($0 + "/") }
      }
    }
  }

  /// Runs `read` as part of `view`'s evaluation, tracking what it reads.
  func track<T>(_ view: String, _ read: () -> T) -> T {
    // Observation asks for the change handler only when `read` read
    // something, so only readers are armed.
    withObservationTracking(read, onChange: arm(view))
  }

  private func arm(_ view: String) -> @Sendable () -> Void {
    let rendering = state.withLock {
      $0.armed[view] = $0.rendering
      $0.readers.insert(view)
      return $0.rendering
    }
    return { [weak self] in self?.invalidate(view, trackedIn: rendering) }
  }

  /// Counts a change to what `view` read, once until it is rendered again.
  private func invalidate(_ view: String, trackedIn rendering: Int) {
    state.withLock {
      guard $0.armed[view] == rendering else { return }
      $0.armed[view] = nil
      $0.counts[view, default: 0] += 1
    }
  }

  /// Invalidations per view identity since the last reset.
  var counts: [String: Int] { state.withLock { $0.counts } }

  /// The views that read observable state in the last rendering.
  var readers: Set<String> { state.withLock { $0.readers } }

  func reset() { state.withLock { $0.counts = [:] } }
}
