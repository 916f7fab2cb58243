// doc: https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Hashable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
  case compact
  // doc: https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
  case regular
}
