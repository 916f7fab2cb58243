// doc: https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  /// The `Observable` objects placed with `environment(_:)`, by type.
  @_spi(Host) public var objects: [ObjectIdentifier: AnyObject] = [:]
  /// The window the views are in, when the host plays a multi-window app.
  @_spi(Host) public var _window: _Window?

  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}

  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  public var scenePhase: ScenePhase = .active

  // Nil outside a window, as in SwiftUI; the host sets it for each rendering.
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  public var horizontalSizeClass: UserInterfaceSizeClass?
}

// doc: https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  // doc: https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  // doc: https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}
