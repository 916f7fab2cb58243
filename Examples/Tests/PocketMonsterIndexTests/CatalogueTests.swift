import Testing

@testable import PocketMonsterIndex

@Suite struct CatalogueTests {
  @Test func theBundledCatalogueIsCompleteAndAccurate() throws {
    let catalogue = try Catalogue.bundled()
    #expect(catalogue.monsters.count == 1025)
    #expect(catalogue.berries.count == 64)
    let kingler = try #require(catalogue.monster(99))
    #expect(kingler.title == "#099 Kingler")
    #expect(kingler.types == ["Water"])
    #expect(kingler.evolvesFrom == 98)
    #expect(catalogue.monster(25)?.evolvesTo == [26])
    #expect(catalogue.monster(1025)?.name == "Pecharunt")
    #expect(catalogue.berry(16)?.title == "No. 16 Razz Berry")
    #expect(catalogue.berry(64)?.name == "Rowap Berry")
    #expect(
      catalogue.monster(0) == nil && catalogue.monster(1026) == nil && catalogue.berry(65) == nil)
  }

  /// `monster(_:)` computed `number - 1` first, which traps for Int.min: a
  /// saved session or team file holding it crashed every launch.
  @Test(arguments: [Int.min, Int.min + 1, -1, 0, 1026, Int.max])
  func aLookupOfAnyIntIsTotal(_ number: Int) throws {
    let catalogue = try Catalogue.bundled()
    #expect(catalogue.monster(number) == nil)
    #expect(catalogue.berry(number) == nil)
  }

  static let header =
    "number\tname\ttypes\tevolves_from\tevolves_to\theight_m\tweight_kg\thp\tatk\tdef\tspa\tspd\tspe\n"

  @Test(arguments: [
    (
      header + "1\tBulbasaur\tGrass\n",
      CatalogueError.badLine(
        resource: "pokemon.tsv", line: 2, reason: "expected 13 fields, found 3")
    ),
    (
      header + "x\tBulbasaur\tGrass\t\t2\t0.7\t6.9\t45\t49\t49\t65\t65\t45\n",
      .badLine(resource: "pokemon.tsv", line: 2, reason: "'x' is not a number")
    ),
    (
      header + "1\tBulbasaur\tGrass\t\tnine\t0.7\t6.9\t45\t49\t49\t65\t65\t45\n",
      .badLine(resource: "pokemon.tsv", line: 2, reason: "'nine' is not a number")
    ),
    (
      header + "1\tBulbasaur\tGrass\t\t2\t0.7\t6.9\t45\t49\t49\t65\t65\t45\n",
      .incomplete(resource: "pokemon.tsv", expected: 1025, found: 1)
    ),
  ])
  func aDamagedCatalogueIsAClearError(pokemon: String, expected: CatalogueError) {
    #expect(throws: expected) {
      _ = try Catalogue(pokemon: pokemon, berries: "number\tname\teffect\n")
    }
  }
}
