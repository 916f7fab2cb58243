// A search field: the host reads its text and types in it through the binding.

// doc: https://developer.apple.com/documentation/swiftui/searchfieldplacement
public nonisolated struct SearchFieldPlacement: Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
  public static let automatic = SearchFieldPlacement()
}

extension View {
  // The `Text?` prompt form, iOS 15; the placement and prompt are not rendered.
  // doc: https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    hostModifier(.searchable(read: { text.wrappedValue }, write: { text.wrappedValue = $0 }))
  }
}
