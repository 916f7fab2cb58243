/// What one version of SwiftUI takes in one update and writes back, which the display paces its
/// updates by.
///
/// Every profile keeps the rules SwiftUI's presentations need on every version (see the "Using
/// Waypoint with SwiftUI" article, "SwiftUI's versions"); each profile adds what its version does
/// differently. The display picks ``current`` from the running system; a test chooses one, or runs
/// a scenario under ``all`` of them.
public struct DisplayProfile: Hashable, Sendable, CustomStringConvertible {
  /// The systems it stands for, as people say them: "iOS 26".
  package let name: String
  /// The most presentations one update brings up; `nil` for no limit.
  ///
  /// Before iOS 18.4 SwiftUI leaves the later of several nested sheets of one update unshown, so
  /// sheets restored at launch come one an update (VAndrJ/awesome-apple-bugs,
  /// "SheetIssueStateRestorationMultiplePresented").
  package let presentationsPerUpdate: Int?
  /// Whether SwiftUI pops a tab's stack to its root itself on a re-tap.
  ///
  /// iOS 26 does, when the tab shown is tapped again, writing the shorter path
  /// (siteline/swiftui-introspect 27.2.0, #533). The display then reports the re-tap as no pop of
  /// its own: SwiftUI's write is the pop.
  package let popsStackOnTabReselect: Bool
  /// Whether a full-screen cover shows as a sheet: macOS, which has no covers (Apple's
  /// `fullScreenCover(item:onDismiss:content:)` is unavailable there); the glue then gives it a way
  /// out.
  package let showsCoversAsSheets: Bool

  package init(
    _ name: String, presentationsPerUpdate: Int? = nil, popsStackOnTabReselect: Bool = false,
    showsCoversAsSheets: Bool = false
  ) {
    self.name = name
    self.presentationsPerUpdate = presentationsPerUpdate
    self.popsStackOnTabReselect = popsStackOnTabReselect
    self.showsCoversAsSheets = showsCoversAsSheets
  }

  /// iOS 17.0 to 18.3: one presentation an update.
  public static let iOS17 = DisplayProfile("iOS 17", presentationsPerUpdate: 1)
  /// iOS 18.4 and later 18 releases: every change in one update.
  public static let iOS18 = DisplayProfile("iOS 18")
  /// iOS 26: a re-tap on the tab shown pops its stack, SwiftUI's own doing.
  public static let iOS26 = DisplayProfile("iOS 26", popsStackOnTabReselect: true)
  /// macOS 14 to 15.3: one presentation an update, covers shown as sheets.
  public static let macOS14 = DisplayProfile(
    "macOS 14", presentationsPerUpdate: 1, showsCoversAsSheets: true)
  /// macOS 15.4 and later, macOS 26 included: no source shows macOS 26 presenting differently.
  public static let macOS15 = DisplayProfile("macOS 15", showsCoversAsSheets: true)

  /// Every profile, oldest first on each platform.
  public static let all: [DisplayProfile] = [.iOS17, .iOS18, .iOS26, .macOS14, .macOS15]

  /// The profile of the running system.
  ///
  /// Where there is no SwiftUI (Linux), ``iOS18``.
  public static var current: DisplayProfile {
    #if os(macOS)
      if #available(macOS 15.4, *) { .macOS15 } else { .macOS14 }
    #elseif canImport(Darwin)
      if #available(iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        .iOS26
      } else if #available(iOS 18.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *) {
        .iOS18
      } else {
        .iOS17
      }
    #else
      .iOS18
    #endif
  }

  public var description: String { name }
}
