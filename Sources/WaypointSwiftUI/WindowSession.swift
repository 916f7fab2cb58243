import Foundation
import Waypoint
import WaypointDisplay

/// What one window keeps while it is open: its display, made once, and
/// whether it has joined the registry and saves its state.
///
/// A view's body can run many times; the window's navigator must be made once.
@MainActor final class WindowSession<Schema: NavigationSchema> {
  private(set) var display: DisplayedNavigation<Schema>?
  /// The commit observer that saves the state, while the window is in the registry.
  private var saver: Int?

  /// The window's display, made the first time with its navigator, which
  /// starts from the window's saved state: the first frame shows it.
  ///
  /// What the snapshot still holds goes through the guards and policies
  /// (`Navigator.restore(_:)`); a damaged one restores what can be read,
  /// one that cannot be read nothing. The navigator is new and nothing
  /// observes it yet, so restoring it here changes nothing SwiftUI shows.
  func display(
    making navigator: () -> Navigator<Schema>, restoring saved: Data,
    with coder: SnapshotCoder<Schema>?, scheduler: (any DisplayScheduler)?
  ) -> DisplayedNavigation<Schema> {
    if let display { return display }
    let model = navigator()
    if let coder, let restored = try? coder.restore(from: saved) {
      model.restore(restored.state)
    }
    let made =
      if let scheduler {
        DisplayedNavigation(navigator: model, policy: .current, scheduler: scheduler)
      } else {
        DisplayedNavigation(navigator: model, policy: .current)
      }
    display = made
    return made
  }

  /// Whether the window is in the registry.
  var hasJoined: Bool { saver != nil }

  /// Saves every change of the window's state from now on, and joins the
  /// registry, which hands the window the links waiting for it.
  func join(
    _ registry: WindowRegistry<Schema>, as id: WindowID, navigator: Navigator<Schema>,
    coder: SnapshotCoder<Schema>?, save: @escaping @MainActor (Data) -> Void,
    showWindow: (@MainActor (WindowID) -> Void)?
  ) {
    guard !hasJoined else { return }
    do {
      try registry.register(navigator, as: id, showWindow: showWindow)
    } catch {
      // `WindowGroup(for:)` gives each open window its own value; an app
      // whose windows share one (a constant `defaultValue`) gets this, and
      // the window runs on its own rather than take another's place.
      navigator.logger.error("This window does not join the registry: \(error)")
      return
    }
    saver = navigator.addCommitObserver { [weak navigator] _ in
      guard let coder, let navigator, let data = try? coder.encode(navigator.currentState) else {
        return
      }
      save(data)
    }
  }

  /// Leaves the registry, which places the window's waiting links elsewhere.
  func leave(_ registry: WindowRegistry<Schema>, as id: WindowID) {
    guard let saver else { return }
    display?.navigator.removeCommitObserver(saver)
    self.saver = nil
    try? registry.unregister(id)
  }
}
