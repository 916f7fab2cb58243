extension StateTransition: CustomStringConvertible {
  /// The cause, its animation unless animated, and each step: `deepLink (disabled): push …`.
  public var description: String {
    let animated = animation == .animated ? "" : " (\(animation.rawValue))"
    return "\(cause)\(animated): "
      + (steps.isEmpty ? "no change" : steps.map(\.description).joined(separator: "; "))
  }
}
