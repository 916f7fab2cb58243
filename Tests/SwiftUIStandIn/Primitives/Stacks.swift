// The layout stacks. The host does no layout, so alignment and spacing are
// accepted and dropped; the types exist because the initialisers name them.

public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  // doc: https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment(name: "leading")
  // doc: https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment(name: "center")
  // doc: https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
  public static let trailing = HorizontalAlignment(name: "trailing")
}

// doc: https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  // doc: https://developer.apple.com/documentation/swiftui/verticalalignment/top
  public static let top = VerticalAlignment(name: "top")
  // doc: https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment(name: "center")
  // doc: https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
  public static let bottom = VerticalAlignment(name: "bottom")
}

// doc: https://developer.apple.com/documentation/swiftui/vstack
public nonisolated struct VStack<Content: View>: View {
  let content: Content

  // doc: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  public var body: Never { fatalError("a built-in view has no body") }
}

// doc: https://developer.apple.com/documentation/swiftui/hstack
public nonisolated struct HStack<Content: View>: View {
  let content: Content

  // doc: https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  public var body: Never { fatalError("a built-in view has no body") }
}

// doc: https://developer.apple.com/documentation/swiftui/spacer
public nonisolated struct Spacer: View {
  // doc: https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  nonisolated public init(minLength: CGFloat? = nil) {}

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension VStack: _PrimitiveView {
  public var _primitive: _Primitive { .container(.vStack, [content]) }
}

@_spi(Host) extension HStack: _PrimitiveView {
  public var _primitive: _Primitive { .container(.hStack, [content]) }
}

@_spi(Host) extension Spacer: _PrimitiveView {
  public var _primitive: _Primitive { .spacer }
}
