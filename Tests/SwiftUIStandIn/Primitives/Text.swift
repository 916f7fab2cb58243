// Apple's `Text("literal")` picks `init(_:tableName:bundle:comment:)` with a
// `LocalizedStringKey`; the stand-in declares no localization, so literals
// take `init(_:)` here. Both display the same string.
// doc: https://developer.apple.com/documentation/swiftui/text
public nonisolated struct Text: View, Equatable, Sendable {
  let content: String

  // doc: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  // doc: https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  nonisolated public init(verbatim content: String) { self.content = content }

  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension Text: _PrimitiveView {
  public var _primitive: _Primitive { .text(content) }
}
