public import Foundation
@_spi(Host) public import SwiftUI

/// Plays the system for an app whose scene is a
/// `WindowGroup(for:content:defaultValue:)`: it opens windows, each a
/// ``ViewHost`` with its own value, scene phase and scene storage, and
/// routes URLs to them as SwiftUI does.
///
/// ```swift
/// let windows = WindowGroupHost(MyApp().body)
/// windows.openNewWindow()          // the window the system opens at launch
/// windows.render()
/// windows.openURL(url)             // to an open window that takes it, or a new one
/// windows.continueUserActivity(activity)  // the same, for Handoff and Spotlight
/// let relaunched = WindowGroupHost(MyApp().body, restoring: windows.savedWindows)
/// ```
///
/// - `openWindow(value:)` brings the window presenting the value to the
///   front, or opens a new one with it; where the platform opens one window
///   only, it does nothing (`supportsMultipleWindows` is false).
/// - One window is active at a time, the frontmost; the others are in the
///   background, as on an iPad showing one window at a time.
/// - A window's scene storage lives as long as the window: closing it
///   destroys it, and ``savedWindows`` is what the system restores at the
///   next launch.
/// - A URL goes to the first open window, frontmost first, whose
///   `handlesExternalEvents` prefers it, else to the first that allows it,
///   else to a new window (Apple's `handlesExternalEvents(matching:)` rules).
@MainActor
public final class WindowGroupHost<Value: Codable & Hashable, Content: View> {
  /// One open window.
  final class OpenWindow {
    var value: Value
    let host: ViewHost
    let window: _Window

    init(value: Value, host: ViewHost, window: _Window) {
      self.value = value
      self.host = host
      self.window = window
    }
  }

  private let template: PresentedWindowContent<Value, Content>
  /// Whether the platform opens more than one window.
  public let supportsMultipleWindows: Bool
  /// The open windows, frontmost first.
  private var open: [OpenWindow] = []

  /// Launches the app's window group with the windows the system kept from
  /// the last launch, frontmost first; with none, open one with
  /// ``openNewWindow()``.
  ///
  /// - Parameters:
  ///   - scene: The app's window group.
  ///   - supportsMultipleWindows: Whether the platform opens several windows.
  ///   - saved: The windows a previous launch left open, from its ``savedWindows``.
  public init(
    _ scene: WindowGroup<PresentedWindowContent<Value, Content>>,
    supportsMultipleWindows: Bool = true, restoring saved: [SavedWindow<Value>] = []
  ) {
    template = scene._content
    self.supportsMultipleWindows = supportsMultipleWindows
    for window in saved.reversed() {
      openWindow(window.value, sceneStorage: window.sceneStorage)
    }
  }

  /// The values of the open windows, frontmost first.
  public var values: [Value] { open.map(\.value) }

  /// The window presenting `value`, if it is open.
  public func window(_ value: Value) -> ViewHost? {
    open.first { $0.value == value }?.host
  }

  /// The frontmost window.
  public var frontmost: ViewHost? { open.first?.host }

  /// What the system keeps of the open windows for the next launch:
  /// each one's value and scene storage, frontmost first.
  public var savedWindows: [SavedWindow<Value>] {
    open.map { SavedWindow(value: $0.value, sceneStorage: $0.window.sceneStorage) }
  }

  /// Opens a window with the group's default value, as the system does at
  /// launch or for File > New Window.
  @discardableResult
  public func openNewWindow() -> ViewHost {
    openWindow(template._defaultValue(), sceneStorage: [:])
  }

  /// Closes the window presenting `value`: its views disappear, and its
  /// scene storage is destroyed.
  public func close(_ value: Value) {
    guard let index = open.firstIndex(where: { $0.value == value }) else { return }
    let closed = open.remove(at: index)
    closed.host.closeWindow()
    updatePhases()
  }

  /// Renders every open window, frontmost first.
  public func render() {
    for window in open { window.host.render() }
  }

  /// Delivers a URL as SwiftUI does: to an open window that prefers it,
  /// else one that allows it, else to a new window, which is rendered first
  /// so that its `onOpenURL` is there; the window comes to the front.
  ///
  /// - Returns: The value of the window the URL went to.
  @discardableResult
  public func openURL(_ url: URL) -> Value {
    guard let window = taker(of: url.absoluteString) else {
      openNewWindow().render()
      open[0].host.openURL(url)
      return open[0].value
    }
    window.host.openURL(url)
    return window.value
  }

  /// Delivers a user activity as SwiftUI does: to an open window whose
  /// `handlesExternalEvents` prefers its `targetContentIdentifier`, else one
  /// that allows it, and that window comes to the front; else to a new
  /// window, launched to continue it: the activity reaches its
  /// `onContinueUserActivity` before the window's first `onAppear`
  /// (``ViewHost/render(continuing:)``).
  ///
  /// - Returns: The value of the window the activity went to.
  @discardableResult
  public func continueUserActivity(_ activity: NSUserActivity) -> Value {
    guard let window = taker(of: activity.targetContentIdentifier ?? "") else {
      openNewWindow().render(continuing: activity)
      return open[0].value
    }
    window.host.continueUserActivity(activity)
    return window.value
  }

  /// The open window an event goes to, brought to the front: the first
  /// that prefers it, else the first that allows it; where the platform
  /// has one window, that one.
  private func taker(of event: String) -> OpenWindow? {
    let taker =
      supportsMultipleWindows
      ? open.first { $0.host.claims(event, preferring: true) }
        ?? open.first { $0.host.claims(event, preferring: false) }
      : open.first
    if let taker { bringToFront(taker) }
    return taker
  }

  /// What SwiftUI does for `openWindow(value:)`.
  private func show(_ value: AnyHashable) {
    guard let value = value.base as? Value else { return }
    if let window = open.first(where: { $0.value == value }) {
      bringToFront(window)
    } else {
      openWindow(value, sceneStorage: [:])
    }
  }

  @discardableResult
  private func openWindow(_ value: Value, sceneStorage: [String: Any]) -> ViewHost {
    let window = _Window(
      sceneStorage: sceneStorage, supportsMultipleWindows: supportsMultipleWindows,
      openWindow: { [weak self] in self?.show($0) })
    let box = ValueBox(value)
    let binding = Binding(get: { box.value }, set: { box.value = $0 })
    let host = ViewHost(template._content(for: binding), scenePhase: .active)
    host.window = window
    let opened = OpenWindow(value: value, host: host, window: window)
    box.onChange = { [weak opened] in opened?.value = $0 }
    open.insert(opened, at: 0)
    updatePhases()
    return host
  }

  private func bringToFront(_ window: OpenWindow) {
    open.removeAll { $0 === window }
    open.insert(window, at: 0)
    updatePhases()
  }

  private func updatePhases() {
    for (index, window) in open.enumerated() {
      window.host.setScenePhase(index == 0 ? .active : .background)
    }
  }
}

/// A window the system keeps for the next launch: its value and its scene storage.
public struct SavedWindow<Value> {
  /// The value the window presented.
  public let value: Value
  /// The window's scene storage, by key: a test may damage it.
  public var sceneStorage: [String: Any]
}

/// A window's value, which its content may change through its binding.
@MainActor private final class ValueBox<Value> {
  var value: Value { didSet { onChange?(value) } }
  var onChange: ((Value) -> Void)?

  init(_ value: Value) { self.value = value }
}
