// Only what `NavigationStack.init(root:)` needs as its `Data`: the host keeps
// such a stack's path itself, as SwiftUI does. No Codable representation.
// doc: https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/init()
  public init() {}

  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/count
  public var count: Int { elements.count }

  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/isempty
  public var isEmpty: Bool { elements.isEmpty }

  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
