// What `ViewBuilder` makes of `if`/`else` and `switch`. The underscore is
// Apple's: the type is public because builder results name it.
// doc: https://developer.apple.com/documentation/swiftui/_conditionalcontent
public nonisolated struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension _ConditionalContent: _PrimitiveView
where TrueContent: View, FalseContent: View {
  public var _primitive: _Primitive {
    switch storage {
    case .trueContent(let view): .conditional(isTrue: true, view)
    case .falseContent(let view): .conditional(isTrue: false, view)
    }
  }
}
