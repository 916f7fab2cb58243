// The view protocol and the standard library types SwiftUI makes views.
//
// Apple's `View` is main-actor isolated, so every type that conforms to it is
// inferred to be too. The built-in views below are therefore declared
// `nonisolated struct`, with `nonisolated` initialisers and modifiers, exactly
// as Apple's current documentation shows them: otherwise their stored
// properties would be main-actor isolated and the initialisers could not set
// them from the nonisolated contexts where SwiftUI code builds views.

// doc: https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  // doc: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  // doc: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

// `Never` is the body of every built-in view: the host reads their stored
// configuration instead of asking for a body.
// doc: https://developer.apple.com/documentation/swift/never
extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

// doc: https://developer.apple.com/documentation/swift/optional
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension Optional: _PrimitiveView where Wrapped: View {
  public var _primitive: _Primitive { map { .wrapped($0) } ?? .empty }
}
