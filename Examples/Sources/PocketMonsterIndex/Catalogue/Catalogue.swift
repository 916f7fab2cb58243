import Foundation

/// The national Pokédex (1–1025) and the 64 berries, loaded once from the
/// bundled resources and checked on the way in.
public struct Catalogue: Sendable {
  /// Every species, in national Pokédex order.
  public let monsters: [Monster]
  /// Every berry, in the games' order.
  public let berries: [Berry]

  /// The national Pokédex numbers the catalogue holds, each once.
  public static let pokedexNumbers = 1...1025
  /// The berry numbers the catalogue holds, each once.
  public static let berryNumbers = 1...64

  /// The species with `number`, if it exists; nil for any other Int.
  public func monster(_ number: Int) -> Monster? {
    // The init checked that number N is at index N - 1.
    monsters.element(numbered: number)
  }

  /// The berry with `number`, if it exists; nil for any other Int.
  public func berry(_ number: Int) -> Berry? {
    berries.element(numbered: number)
  }

  /// Loads the bundled catalogue.
  ///
  /// - Throws: ``CatalogueError`` naming the resource and line at fault, or
  ///   the resource bundle when it is not where the program looks for it.
  public static func bundled() throws(CatalogueError) -> Catalogue {
    let bundle = try CatalogueBundle.locate()
    return try Catalogue(
      pokemon: try resource("pokemon", in: bundle), berries: try resource("berries", in: bundle))
  }

  /// Parses catalogue text in the bundled TSV format.
  ///
  /// - Throws: ``CatalogueError`` naming the resource and line at fault.
  public init(pokemon: String, berries: String) throws(CatalogueError) {
    var monsters: [Monster] = []
    monsters.reserveCapacity(Self.pokedexNumbers.count)
    try TSVRows(bytes: Array(pokemon.utf8), resource: "pokemon.tsv", columns: 13).forEach {
      row throws(CatalogueError) in
      monsters.append(try Self.monster(row))
    }
    var list: [Berry] = []
    try TSVRows(bytes: Array(berries.utf8), resource: "berries.tsv", columns: 3).forEach {
      row throws(CatalogueError) in
      list.append(Berry(number: try row.integer(0), name: row.text(1), effect: row.text(2)))
    }
    self.monsters = monsters
    self.berries = list
    try Self.checkNumbers(monsters.map(\.number), resource: "pokemon.tsv", Self.pokedexNumbers)
    try Self.checkNumbers(list.map(\.number), resource: "berries.tsv", Self.berryNumbers)
  }

  /// The text of `name`.tsv in `bundle`, found by `CatalogueBundle.locate()`
  /// rather than `Bundle.module`, which traps when the bundle is missing.
  private static func resource(_ name: String, in bundle: Bundle) throws(CatalogueError)
    -> String
  {
    guard let url = bundle.url(forResource: name, withExtension: "tsv"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { throw .missingResource("\(name).tsv") }
    return text
  }

  /// The species on a row of `pokemon.tsv`: number, name, types,
  /// evolves from, evolves to, height, weight and the six base stats.
  private static func monster(_ row: TSVRow) throws(CatalogueError) -> Monster {
    let number = try row.integer(0)
    let evolvesFrom = row.fields[3].isEmpty ? nil : try row.integer(3)
    return Monster(
      number: number, name: row.text(1),
      types: row.texts(2, separatedBy: UInt8(ascii: "/")), evolvesFrom: evolvesFrom,
      evolvesTo: try row.integers(4, separatedBy: UInt8(ascii: ",")),
      heightMeters: try row.number(5), weightKilograms: try row.number(6),
      stats: .init(
        hp: try row.integer(7), attack: try row.integer(8), defense: try row.integer(9),
        specialAttack: try row.integer(10), specialDefense: try row.integer(11),
        speed: try row.integer(12)))
  }

  /// Checks that `numbers` are exactly `expected`, in order, so that number
  /// N is at index N - 1.
  private static func checkNumbers(
    _ numbers: [Int], resource: String, _ expected: ClosedRange<Int>
  ) throws(CatalogueError) {
    guard numbers.elementsEqual(expected) else {
      throw .incomplete(
        resource: resource, expected: expected.count,
        found: Set(numbers).intersection(expected).count)
    }
  }
}
