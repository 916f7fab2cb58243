extension View {
  // Apple asks for destinations outside lazy containers, where the stack can
  // always see them; the host ignores, and reports, any inside List or Form.
  // doc: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    hostModifier(
      .destination(for: data) { value in (value.base as? D).map { destination($0) } })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    hostModifier(.navigationTitle(String(title)))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  {
    hostModifier(.backButtonHidden(hidesBackButton))
  }
}
