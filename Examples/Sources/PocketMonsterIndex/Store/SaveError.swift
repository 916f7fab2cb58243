public import Foundation

/// A save that did not write everything: what was saved, and why the rest
/// was not.
///
/// The team and the navigation are two files, each replaced in one rename;
/// on a nearly full disk one can be written and the other not, and the
/// message must say which, not that nothing was saved.
public struct SaveError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// One of the files a save writes.
  public enum Part: String, Hashable, Sendable, CustomStringConvertible {
    /// The team file: the team, the sign-in and where the lists were left.
    case team
    /// The navigation snapshot.
    case navigation

    /// `the team` or `the navigation`.
    public var description: String { "the " + rawValue }
  }

  /// The parts written despite the failure, in the order they were saved.
  public let saved: [Part]
  /// Why the others were not: the first failure.
  public let cause: StoreError

  /// A save that wrote `saved` and stopped short of the rest for `cause`.
  public init(saved: [Part] = [], cause: StoreError) {
    self.saved = saved
    self.cause = cause
  }

  /// `Could not save the session: …`, or `Saved the team but not the navigation: …`.
  public var description: String {
    let unsaved = [Part.team, .navigation].filter { !saved.contains($0) }
    guard let written = saved.first, let missing = unsaved.first else {
      return "Could not save the session: \(cause)."
    }
    return "Saved \(written) but not \(missing): \(cause)."
  }

  /// The same sentence, for `localizedDescription`.
  public var errorDescription: String? { description }
}
