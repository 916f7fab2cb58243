public import Foundation
public import Waypoint

/// What the export writes: one line per team member with its types, its
/// base stat total and its link, readable by a person and easy to parse.
public struct TeamExport: Sendable {
  /// The members, in team order.
  public let team: [Int]
  let catalogue: Catalogue
  let router: LinkRouter<PMI>

  /// An export of `team`.
  public init(team: [Int], catalogue: Catalogue, router: LinkRouter<PMI>) {
    self.team = team
    self.catalogue = catalogue
    self.router = router
  }

  /// The file's text.
  public var text: String {
    var lines = ["# Pocket Monster Index team, \(Wording.count(team.count, "member"))"]
    for number in team {
      guard let monster = catalogue.monster(number) else { continue }
      let link =
        router.link(for: NavigationTarget(tab: .team, routes: [.teamMember(number)])) ?? ""
      lines.append(
        [monster.title, monster.types.joined(separator: "/"), "total \(monster.stats.total)", link]
          .joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the text to `url` atomically, creating its folder if needed.
  ///
  /// The default place is in the shared temporary folder, where someone
  /// else may have planted a link: as for the team file, nothing but a
  /// regular file is replaced, and no link is followed.
  ///
  /// - Throws: A ``StoreError`` naming the path and the cause.
  public func write(to url: URL) throws(StoreError) {
    try StoreFile.makeFolders(url.deletingLastPathComponent().path, for: url.path)
    try StoreFile.replace(
      url.path, with: Array(text.utf8), creating: StoreFile.usualPermissions)
  }
}
