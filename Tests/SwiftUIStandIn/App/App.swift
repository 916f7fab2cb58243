// doc: https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
  // doc: https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  associatedtype Body: Scene

  // doc: https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }

  // doc: https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

extension App {
  // Nothing can be shown on Linux: the stand-in builds the app and its scenes,
  // so an `@main` app links and runs, and returns.
  // doc: https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() {
    _ = Self().body
  }
}

// doc: https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {
  // doc: https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
  associatedtype Body: Scene

  // doc: https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

// One scene only: the glue and the example app declare a single window group.
// doc: https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
  // doc: https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// doc: https://developer.apple.com/documentation/swiftui/windowgroup
public nonisolated struct WindowGroup<Content: View>: Scene {
  let content: Content

  // doc: https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { fatalError("a built-in scene has no body") }
}
