// What a window of a multi-window app sees of its window: its scene storage,
// the action that opens windows, and whether the platform opens several.
// `SwiftUIHost.WindowGroupHost` plays the system and hands each window its
// `_Window` through the environment.

/// One window as the host keeps it: its scene storage and how it opens others.
@_spi(Host) @MainActor public final class _Window {
  /// The window's `SceneStorage` values, by key; the system keeps them for
  /// the window's next launch, and destroys them when the window closes.
  public var sceneStorage: [String: Any]
  /// SwiftUI's answer to `openWindow(value:)`.
  public let openWindow: @MainActor (AnyHashable) -> Void
  public let supportsMultipleWindows: Bool

  public init(
    sceneStorage: [String: Any] = [:], supportsMultipleWindows: Bool,
    openWindow: @escaping @MainActor (AnyHashable) -> Void
  ) {
    self.sceneStorage = sceneStorage
    self.supportsMultipleWindows = supportsMultipleWindows
    self.openWindow = openWindow
  }
}

// doc: https://developer.apple.com/documentation/swiftui/openwindowaction
@MainActor @preconcurrency
public struct OpenWindowAction {
  let window: _Window?

  // SwiftUI ignores the action where the platform opens one window only.
  // doc: https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(value:)
  @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(
    value: D
  ) {
    guard let window, window.supportsMultipleWindows else { return }
    window.openWindow(AnyHashable(value))
  }
}

extension EnvironmentValues {
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/openwindow
  @MainActor public var openWindow: OpenWindowAction { OpenWindowAction(window: _window) }

  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/supportsmultiplewindows
  @MainActor public var supportsMultipleWindows: Bool { _window?.supportsMultipleWindows ?? false }
}

extension View {
  // The host routes a URL as SwiftUI does: to an open window that prefers
  // it, else one that allows it, else to a new window.
  // doc: https://developer.apple.com/documentation/swiftui/view/handlesexternalevents(preferring:allowing:)
  nonisolated public func handlesExternalEvents(
    preferring: Set<String>, allowing: Set<String>
  ) -> some View {
    hostModifier(.externalEvents(preferring: preferring, allowing: allowing))
  }
}

// doc: https://developer.apple.com/documentation/swiftui/presentedwindowcontent
public nonisolated struct PresentedWindowContent<
  Data: Decodable & Encodable & Hashable, Content: View
>:
  View
{
  let content: (Binding<Data>) -> Content
  let defaultValue: () -> Data

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension PresentedWindowContent: _PrimitiveView {
  /// Rendered on its own, outside a window group's host, it shows the
  /// default value.
  public var _primitive: _Primitive {
    .wrapped(content(.constant(defaultValue())))
  }

  /// The content of a window presenting the value `binding` holds.
  public func _content(for binding: Binding<Data>) -> Content { content(binding) }

  /// The value a window gets when it opens without one (File > New Window).
  public func _defaultValue() -> Data { defaultValue() }
}

extension WindowGroup {
  // doc: https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:defaultvalue:)
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init { PresentedWindowContent(content: content, defaultValue: defaultValue) }
  }
}

@_spi(Host) extension WindowGroup {
  /// The group's template for each window.
  public var _content: Content { content }
}
