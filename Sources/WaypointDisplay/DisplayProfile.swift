/// What one version of SwiftUI takes in one update and writes back, which the display paces its
/// updates by.
///
/// Every profile keeps the rules SwiftUI's presentations need on every version (the behaviour
/// table of the "Using Waypoint with SwiftUI" article, "SwiftUI's behaviours"); each profile adds
/// what its version does differently, and a boundary between two exists only where a row shows
/// one. The display picks ``current`` from the running system; a test chooses one, or runs a
/// scenario under ``all`` of them.
public struct DisplayProfile: Hashable, Sendable, CustomStringConvertible {
  /// The systems it stands for, as people say them: "iOS 26".
  package let name: String
  /// The most presentations one update brings up; `nil` for no limit.
  ///
  /// One on every system: up to iOS 18.3 SwiftUI leaves the later of several nested sheets of one
  /// update unshown, and no source says a later release fixed it (the behaviour table's rows
  /// `nested-sheets-reported` and `nested-sheets-assumed`), so no profile assumes more.
  package let presentationsPerUpdate: Int?
  /// Whether SwiftUI pops a tab's stack to its root itself on a re-tap.
  ///
  /// iOS 26 does, and earlier releases do not (rows `tab-reselect-pops`, `tab-reselect-selects`).
  /// The display then reports the re-tap as no pop of its own: SwiftUI's write is the pop.
  package let popsStackOnTabReselect: Bool
  /// Whether a full-screen cover shows as a sheet: macOS, which has no covers (Apple's
  /// `fullScreenCover(item:onDismiss:content:)` is unavailable there); the glue then gives it a way
  /// out.
  package let showsCoversAsSheets: Bool

  package init(
    _ name: String, presentationsPerUpdate: Int? = 1, popsStackOnTabReselect: Bool = false,
    showsCoversAsSheets: Bool = false
  ) {
    self.name = name
    self.presentationsPerUpdate = presentationsPerUpdate
    self.popsStackOnTabReselect = popsStackOnTabReselect
    self.showsCoversAsSheets = showsCoversAsSheets
  }

  /// iOS 17 and 18: one presentation an update.
  public static let iOS17 = DisplayProfile("iOS 17")
  /// iOS 26: a re-tap on the tab shown pops its stack, SwiftUI's own doing.
  public static let iOS26 = DisplayProfile("iOS 26", popsStackOnTabReselect: true)
  /// macOS 14 and later: one presentation an update, covers shown as sheets.
  public static let macOS14 = DisplayProfile("macOS 14", showsCoversAsSheets: true)

  /// Every profile, oldest first on each platform.
  public static let all: [DisplayProfile] = [.iOS17, .iOS26, .macOS14]

  /// The profile of the running system.
  ///
  /// Where there is no SwiftUI (Linux), ``iOS17``.
  public static var current: DisplayProfile {
    #if os(macOS)
      .macOS14
    #elseif canImport(Darwin)
      if #available(iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { .iOS26 } else { .iOS17 }
    #else
      .iOS17
    #endif
  }

  public var description: String { name }
}
