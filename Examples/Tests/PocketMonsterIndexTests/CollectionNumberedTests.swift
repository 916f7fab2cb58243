import PocketMonsterIndex
import Testing

/// A number a person types, counted from 1, as an index: any `Int`, none
/// of which may trap.
@Suite struct CollectionNumberedTests {
  static let letters = ["a", "b", "c"]

  @Test(
    arguments: [
      (Int.min, nil), (-1, nil), (0, nil), (1, "a"), (2, "b"), (3, "c"), (4, nil), (Int.max, nil),
    ] as [(Int, String?)])
  func aNumberNamesItsElementOrNone(number: Int, element: String?) {
    #expect(Self.letters.element(numbered: number) == element)
    #expect(Self.letters.index(numbered: number) == element.map { _ in number - 1 })
  }

  /// A slice's indices go on from where it was cut: number 1 is its start.
  @Test func numbersCountFromASlicesStart() {
    let slice = Self.letters.dropFirst()
    #expect(slice.index(numbered: 1) == 1)
    #expect(slice.element(numbered: 1) == "b")
    #expect(slice.element(numbered: 2) == "c")
    #expect(slice.element(numbered: 3) == nil)
    #expect(slice.element(numbered: Int.min) == nil)
  }

  @Test(arguments: [Int.min, 0, 1, Int.max])
  func anEmptyCollectionNumbersNothing(number: Int) {
    #expect([Int]().element(numbered: number) == nil)
    #expect("".index(numbered: number) == nil)
  }
}
