/// The SwiftUI version a ``ViewHost`` plays: what that version does on its
/// own when the user acts, and what it refuses in one frame.
///
/// The host knows nothing of Waypoint: a harness fills this in from a
/// `DisplayProfile`, the one home of these facts and their sources.
public struct PlayedVersion: Sendable {
  /// The systems it stands for, as people say them: "iOS 26".
  public var name: String
  /// The most presentations one frame brings up; `nil` for no limit.
  public var presentationsPerFrame: Int?
  /// Whether a tap on the tab shown pops that tab's stack to its root, a
  /// write of `[]` to its path (siteline/swiftui-introspect 27.2.0, #533).
  public var popsStackOnTabReselect: Bool

  public init(
    _ name: String, presentationsPerFrame: Int? = nil, popsStackOnTabReselect: Bool = false
  ) {
    self.name = name
    self.presentationsPerFrame = presentationsPerFrame
    self.popsStackOnTabReselect = popsStackOnTabReselect
  }
}
