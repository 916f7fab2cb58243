public import Foundation

/// Why the catalogue could not be loaded: the app stops with this message
/// instead of crashing on a damaged resource.
public enum CatalogueError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// The resource file is not in the bundle.
  case missingResource(String)
  /// The resource bundle, named so, is not beside the program in `folder`,
  /// nor anywhere else a build puts it.
  case missingBundle(String, folder: String)
  /// A line of a resource does not parse.
  case badLine(resource: String, line: Int, reason: String)
  /// The numbers are not exactly 1…count.
  case incomplete(resource: String, expected: Int, found: Int)

  /// A sentence naming the resource and what is wrong with it.
  public var description: String {
    switch self {
    case .missingResource(let name):
      "The catalogue resource '\(name)' is missing."
    case .missingBundle(let name, let folder):
      "The catalogue cannot be read: its resource bundle \(name) is not beside the program in "
        + "\(folder). Copy it there from the build folder, with the program."
    case .badLine(let resource, let line, let reason):
      "\(resource), line \(line): \(reason)."
    case .incomplete(let resource, let expected, let found):
      "\(resource) should list numbers 1 to \(expected) once each; it lists \(found) valid ones."
    }
  }

  /// The same sentence, for `localizedDescription`.
  public var errorDescription: String? { description }
}
