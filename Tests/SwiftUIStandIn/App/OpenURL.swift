public import Foundation

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    hostModifier(.openURL(action))
  }
}
