import Foundation

/// The resource bundle that holds the catalogue's files, found without
/// SwiftPM's `Bundle.module`, which stops the program with a backtrace when
/// the bundle is not where the build left it (a binary copied elsewhere,
/// then the build folder removed).
///
/// The bundle is looked for where each kind of build puts it: beside the
/// executable (`swift build`), in an app's resources (Xcode), and beside a
/// test bundle (`swift test` on macOS). A copy of `pmi` therefore needs the
/// bundle beside it; without it, the catalogue is a ``CatalogueError``.
enum CatalogueBundle {
  /// The bundle's names: the example package's, which builds `pmi`, and the
  /// root package's, which compiles the SwiftUI example on Linux to test it.
  static let names = ["WaypointExamples_PocketMonsterIndex", "Waypoint_PocketMonsterIndex"]

  /// The bundle's extension: SwiftPM makes a folder `.resources` on Linux
  /// and a `.bundle` on Apple platforms.
  #if canImport(Darwin)
    static let pathExtension = "bundle"
  #else
    static let pathExtension = "resources"
  #endif

  /// The bundle, wherever it is found first.
  ///
  /// - Throws: ``CatalogueError/missingBundle(_:folder:)`` naming the
  ///   bundle and the folder beside the program, when it is in none.
  static func locate() throws(CatalogueError) -> Bundle {
    for folder in folders {
      for name in names {
        let url = folder.appendingPathComponent(name + "." + pathExtension)
        if let bundle = Bundle(url: url) { return bundle }
      }
    }
    throw .missingBundle(names[0] + "." + pathExtension, folder: Bundle.main.bundleURL.path)
  }

  /// Where a build may have put the bundle, each once.
  private static var folders: [URL] {
    var folders = [Bundle.main.bundleURL, Bundle.main.resourceURL]
    #if canImport(Darwin)
      // A test bundle (`swift test`) sits beside the resource bundles.
      let code = Bundle(for: Token.self)
      folders += [code.resourceURL, code.bundleURL.deletingLastPathComponent()]
    #endif
    var seen = Set<String>()
    return folders.compactMap { $0?.standardizedFileURL }.filter { seen.insert($0.path).inserted }
  }

  #if canImport(Darwin)
    /// A class of this module, for the bundle its code was loaded from.
    private final class Token {}
  #endif
}
