import Foundation
import Waypoint
import WaypointDisplay

/// What one window keeps while it is open: its display, made once though its body runs many times,
/// and whether it has joined the registry and saves its state.
@MainActor final class WindowSession<Schema: NavigationSchema> {
  private(set) var display: DisplayedNavigation<Schema>?
  /// The commit observer that saves the state, while the window is in the registry.
  private var saver: Int?
  /// How the window came back from its saved state, until the app hears it.
  private var restoration: Result<RestoredState<Schema>, RestorationError>?

  /// The window's display, made the first time with its navigator restored from the saved state
  /// (`Navigator.restore(_:)`), so the first frame shows it.
  ///
  /// Nothing observes the new navigator yet, so restoring it here changes nothing SwiftUI shows.
  /// The app hears the outcome in ``join(_:as:navigator:coder:onRestore:save:showWindow:)``: a body
  /// must not run its code.
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

  /// Tells the app how the window was restored, once; then joins the registry, which hands over the
  /// ways in waiting, and saves every change of state.
  func join(
    _ registry: WindowRegistry<Schema>, as id: WindowID, navigator: Navigator<Schema>,
    coder: SnapshotCoder<Schema>?,
    onRestore: ((Result<RestoredState<Schema>, RestorationError>) -> Void)?,
    save: @escaping @MainActor (Data) -> Void, showWindow: (@MainActor (WindowID) -> Void)?
  ) {
    guard saver == nil else { return }
    if let restoration {
      self.restoration = nil
      onRestore?(restoration)
    }
    do {
      try registry.register(navigator, as: id, showWindow: showWindow)
    } catch {
      // Windows that share a `WindowGroup(for:)` value (a constant `defaultValue`): this one runs
      // alone rather than take another's place.
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
