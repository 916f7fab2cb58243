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
  /// How the window came back from its saved state, until the app hears it.
  private var restoration: Result<RestoredState<Schema>, RestorationError>?

  /// The window's display, made the first time with its navigator, which
  /// starts from the window's saved state: the first frame shows it.
  ///
  /// What the snapshot still holds goes through the guards and policies
  /// (`Navigator.restore(_:)`); a damaged one restores what can be read,
  /// one that cannot be read nothing. The navigator is new and nothing
  /// observes it yet, so restoring it here changes nothing SwiftUI shows.
  /// What happened waits for ``join(_:as:navigator:coder:onRestore:save:showWindow:)``
  /// to tell the app: a body must not run the app's code.
  func display(
    making navigator: () -> Navigator<Schema>, restoring saved: Data,
    with coder: SnapshotCoder<Schema>?, scheduler: (any DisplayScheduler)?
  ) -> DisplayedNavigation<Schema> {
    if let display { return display }
    let model = navigator()
    // Nothing saved is a new window, not a failed restoration.
    if let coder, !saved.isEmpty {
      let result = Result { () throws(RestorationError) in try coder.restore(from: saved) }
      if case .success(let restored) = result { model.restore(restored.state) }
      restoration = result
    }
    let made = DisplayedNavigation(
      navigator: model, profile: .current, scheduler: scheduler ?? MainActorDisplayScheduler())
    display = made
    return made
  }

  /// Whether the window is in the registry.
  var hasJoined: Bool { saver != nil }

  /// Tells the app how the window was restored, once; then saves every
  /// change of the window's state from now on, and joins the registry,
  /// which hands the window the ways in waiting for it, over the restored state.
  func join(
    _ registry: WindowRegistry<Schema>, as id: WindowID, navigator: Navigator<Schema>,
    coder: SnapshotCoder<Schema>?,
    onRestore: ((Result<RestoredState<Schema>, RestorationError>) -> Void)?,
    save: @escaping @MainActor (Data) -> Void, showWindow: (@MainActor (WindowID) -> Void)?
  ) {
    guard !hasJoined else { return }
    if let restoration {
      self.restoration = nil
      onRestore?(restoration)
    }
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
