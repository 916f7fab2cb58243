import Foundation

/// How a list is filtered: every word of the filter must appear in a row's
/// label, ignoring case and accents ("pokemon" finds "Pokémon", "fire fly"
/// finds Charizard, "025" finds Pikachu).
public enum ListFilter {
  /// The longest filter, in characters: what is typed, pasted or restored
  /// past it is left out, so a query saved at any length cannot stall a
  /// launch (a 1 MB query took minutes a screen).
  public static let maximumLength = 200

  /// Whether a row labelled `label` is shown under `filter`.
  public static func matches(_ label: String, _ filter: String) -> Bool {
    matches(label, words: words(of: filter))
  }

  /// The filter's words, folded once for all the rows it is matched against.
  public static func words(of filter: String) -> [String] {
    filter.prefix(maximumLength).split(separator: " ").map { fold(String($0)) }
  }

  /// Whether a row labelled `label` holds every one of `words`.
  public static func matches(_ label: String, words: [String]) -> Bool {
    let haystack = fold(label)
    return words.allSatisfy { haystack.contains($0) }
  }

  private static func fold(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars.filter {
          $0.properties.generalCategory != .nonspacingMark
        }))
  }
}
