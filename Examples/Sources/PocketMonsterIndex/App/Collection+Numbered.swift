extension Collection {
  /// The position of the element a person numbers `number`, counting from 1.
  ///
  /// A number a user types, or a saved file holds, can be anything `Int`
  /// holds: it is compared with the count, never subtracted from, since
  /// `number - 1` traps for `Int.min`.
  ///
  /// - Returns: The index, or nil when `number` is not from 1 to `count`.
  package func index(numbered number: Int) -> Index? {
    guard number >= 1, number <= count else { return nil }
    return index(startIndex, offsetBy: number - 1)
  }

  /// The element a person numbers `number`, counting from 1; nil when
  /// there is none.
  package func element(numbered number: Int) -> Element? {
    index(numbered: number).map { self[$0] }
  }
}
