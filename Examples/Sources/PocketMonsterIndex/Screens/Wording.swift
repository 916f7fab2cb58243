/// Words that change with a number.
public enum Wording {
  /// `1 member`, `2 members`: the count and the noun that agrees with it.
  ///
  /// - Parameters:
  ///   - count: How many.
  ///   - noun: The noun in the singular; the plural adds an "s".
  /// - Returns: The count, a space and the noun.
  public static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
