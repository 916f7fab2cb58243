public import Foundation

/// Why the catalogue could not be loaded: the app stops with this message
/// instead of crashing on a damaged resource.
public enum CatalogueError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// The resource file is not in the bundle.
  case missingResource(String)
  /// A line of a resource does not parse.
  case badLine(resource: String, line: Int, reason: String)
  /// The numbers are not exactly 1…count.
  case incomplete(resource: String, expected: Int, found: Int)

  /// A sentence naming the resource and what is wrong with it.
  public var description: String {
    switch self {
    case .missingResource(let name):
      "The catalogue resource '\(name)' is missing."
    case .badLine(let resource, let line, let reason):
      "\(resource), line \(line): \(reason)."
    case .incomplete(let resource, let expected, let found):
      "\(resource) should list numbers 1 to \(expected) once each; it lists \(found) valid ones."
    }
  }

  /// The same sentence, for `localizedDescription`.
  public var errorDescription: String? { description }
}
