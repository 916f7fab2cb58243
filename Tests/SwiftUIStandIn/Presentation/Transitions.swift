// Zoom transitions (iOS 18) and sheet detents (iOS 16): what the glue marks
// and applies, kept as host modifiers the host reads and acts on.

// A plain value here: SwiftUI keeps a namespace per view identity, the stand-in
// per view value, as it does `State`.
// doc: https://developer.apple.com/documentation/swiftui/namespace
@frozen @propertyWrapper public struct Namespace {
  // doc: https://developer.apple.com/documentation/swiftui/namespace/id
  public struct ID: Hashable {
    let value: Int
  }

  nonisolated(unsafe) private static var next = 0
  private let id: ID

  // doc: https://developer.apple.com/documentation/swiftui/namespace/init()
  public init() {
    Self.next += 1
    id = ID(value: Self.next)
  }

  // doc: https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  public var wrappedValue: Namespace.ID { id }
}

// doc: https://developer.apple.com/documentation/swiftui/navigationtransition
public protocol NavigationTransition {}

// doc: https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
public struct ZoomNavigationTransition: NavigationTransition {
  let sourceID: AnyHashable
  let namespace: Namespace.ID
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  // doc: https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  {
    ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
  }
}

// doc: https://developer.apple.com/documentation/swiftui/presentationdetent
public struct PresentationDetent: Hashable, Sendable {
  let name: String

  // doc: https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent(name: "medium")
  // doc: https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent(name: "large")
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
    hostModifier(.navigationTransition(sourceID: (style as? ZoomNavigationTransition)?.sourceID))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some View
  {
    hostModifier(.transitionSource(AnyHashable(id)))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    hostModifier(.presentationDetents(detents, selection))
  }
}
