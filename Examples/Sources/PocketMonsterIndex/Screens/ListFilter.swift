import Foundation

/// How a list is filtered: every word of the filter must appear in a row's
/// label, ignoring case and accents ("pokemon" finds "Pokémon", "fire fly"
/// finds Charizard, "025" finds Pikachu).
public enum ListFilter {
  /// Whether a row labelled `label` is shown under `filter`.
  public static func matches(_ label: String, _ filter: String) -> Bool {
    let haystack = fold(label)
    return filter.split(separator: " ").allSatisfy { haystack.contains(fold(String($0))) }
  }

  private static func fold(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars.filter {
          $0.properties.generalCategory != .nonspacingMark
        }))
  }
}
