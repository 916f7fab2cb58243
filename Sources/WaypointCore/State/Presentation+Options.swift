/// A height a sheet can rest at (SwiftUI's `PresentationDetent`).
public enum Detent: String, Hashable, Codable, Sendable, CaseIterable {
  /// About half the screen, with what is beneath still visible.
  case medium
  /// The full height.
  case large
}

/// Whether the user may pull a presentation down.
public enum Dismissal: String, Hashable, Codable, Sendable, CaseIterable {
  /// The user may pull it down; guards see the dismissal as any other.
  case allowed
  /// The user may not: SwiftUI's `interactiveDismissDisabled`.
  case locked
  /// The guards decide: it cannot be pulled down while they would deny its dismissal.
  case guarded
}

extension Presentation {
  /// Why its options do not fit its style (by the style table) or its detents.
  package var optionsMisfit: NavigationError<Schema>? {
    if let selectedDetent, !(detents.isEmpty ? [.large] : detents).contains(selectedDetent) {
      return .unknownDetent(selectedDetent, in: id)
    }
    guard style.traits.takesDetents || detents.isEmpty, style.traits.takesAnchor || anchor == nil
    else { return .optionNotTaken(by: id, style: style) }
    return nil
  }

  /// The same presentation with only the options of `other`.
  package func withOptions(of other: Presentation) -> Presentation {
    var result = self
    (result.detents, result.selectedDetent) = (other.detents, other.selectedDetent)
    (result.dismissal, result.anchor) = (other.dismissal, other.anchor)
    return result
  }
}
