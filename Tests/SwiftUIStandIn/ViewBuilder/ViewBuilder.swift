// doc: https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }

  // One view passes through unwrapped; the parameter-pack form below would
  // otherwise make it a one-element `TupleView`.
  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  // Blocks of any arity, as Apple's SDK has since Swift 5.9.
  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  // Listed for the stand-in's brief; the compiler prefers it to `buildIf`
  // and both build the same `Optional` view.
  // doc: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/attributes/#resultBuilder
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
