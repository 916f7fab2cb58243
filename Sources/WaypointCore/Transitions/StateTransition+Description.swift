extension StateTransition: CustomStringConvertible {
  /// The cause, the animation unless animated, then each step, such as
  /// `deepLink (lastStep): select tab pokedex (was berries); push …`.
  public var description: String {
    let animated = animation == .animated ? "" : " (\(animation.rawValue))"
    return "\(cause)\(animated): "
      + (steps.isEmpty ? "no change" : steps.map(\.description).joined(separator: "; "))
  }
}
