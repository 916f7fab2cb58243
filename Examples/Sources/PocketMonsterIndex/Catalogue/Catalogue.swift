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
    // Checked before subtracting: `number - 1` traps for Int.min, which a
    // saved session or team file can hold.
    Self.pokedexNumbers.contains(number) ? monsters[number - 1] : nil
  }

  /// The berry with `number`, if it exists; nil for any other Int.
  public func berry(_ number: Int) -> Berry? {
    Self.berryNumbers.contains(number) ? berries[number - 1] : nil
  }

  /// Loads the bundled catalogue.
  ///
  /// - Throws: ``CatalogueError`` naming the resource and line at fault.
  public static func bundled() throws(CatalogueError) -> Catalogue {
    try Catalogue(
      pokemon: try resource("pokemon"), berries: try resource("berries"))
  }

  /// Parses catalogue text in the bundled TSV format.
  ///
  /// - Throws: ``CatalogueError`` naming the resource and line at fault.
  public init(pokemon: String, berries: String) throws(CatalogueError) {
    monsters = try Self.rows(pokemon, resource: "pokemon.tsv", columns: 13).map {
      line, fields throws(CatalogueError) in
      try Self.monster(fields, line: line)
    }
    self.berries = try Self.rows(berries, resource: "berries.tsv", columns: 3).map {
      line, fields throws(CatalogueError) in
      guard let number = Int(fields[0]) else {
        throw .badLine(
          resource: "berries.tsv", line: line, reason: "'\(fields[0])' is not a number")
      }
      return Berry(number: number, name: fields[1], effect: fields[2])
    }
    try Self.checkNumbers(monsters.map(\.number), resource: "pokemon.tsv", Self.pokedexNumbers)
    try Self.checkNumbers(self.berries.map(\.number), resource: "berries.tsv", Self.berryNumbers)
  }

  private static func resource(_ name: String) throws(CatalogueError) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: "tsv"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { throw .missingResource("\(name).tsv") }
    return text
  }

  /// The data lines (header skipped) split into exactly `columns` fields.
  private static func rows(_ text: String, resource: String, columns: Int) throws(CatalogueError)
    -> [(line: Int, fields: [String])]
  {
    var rows: [(Int, [String])] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .dropFirst()
    where !line.isEmpty {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == columns else {
        throw .badLine(
          resource: resource, line: index + 1,
          reason: "expected \(columns) fields, found \(fields.count)")
      }
      rows.append((index + 1, fields))
    }
    return rows
  }

  private static func monster(_ fields: [String], line: Int) throws(CatalogueError) -> Monster {
    func number(_ index: Int) throws(CatalogueError) -> Double {
      guard let value = Double(fields[index]) else {
        throw .badLine(
          resource: "pokemon.tsv", line: line, reason: "'\(fields[index])' is not a number")
      }
      return value
    }
    func integer(_ index: Int) throws(CatalogueError) -> Int {
      guard let value = Int(exactly: try number(index)) else {
        throw .badLine(
          resource: "pokemon.tsv", line: line, reason: "'\(fields[index])' is not a whole number")
      }
      return value
    }
    var evolvesTo: [Int] = []
    for part in fields[4].split(separator: ",") {
      guard let value = Int(part) else {
        throw .badLine(resource: "pokemon.tsv", line: line, reason: "'\(part)' is not a number")
      }
      evolvesTo.append(value)
    }
    return Monster(
      number: try integer(0), name: fields[1],
      types: fields[2].split(separator: "/").map(String.init),
      evolvesFrom: fields[3].isEmpty ? nil : try integer(3), evolvesTo: evolvesTo,
      heightMeters: try number(5), weightKilograms: try number(6),
      stats: .init(
        hp: try integer(7), attack: try integer(8), defense: try integer(9),
        specialAttack: try integer(10), specialDefense: try integer(11), speed: try integer(12)))
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
