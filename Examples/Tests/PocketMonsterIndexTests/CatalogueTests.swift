import Foundation
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

  /// The catalogue is read from its bytes; the reference reads the text as
  /// the app did before, splitting Strings and parsing each number from one.
  @Test func theByteParserReadsWhatTheStringParserRead() throws {
    let catalogue = try Catalogue.bundled()
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/PocketMonsterIndex/Resources")
    let pokemon = try String(
      contentsOf: folder.appendingPathComponent("pokemon.tsv"), encoding: .utf8)
    let berries = try String(
      contentsOf: folder.appendingPathComponent("berries.tsv"), encoding: .utf8)
    #expect(catalogue.monsters == Self.referenceMonsters(pokemon))
    #expect(
      catalogue.berries
        == Self.referenceRows(berries).map {
          Berry(number: Int($0[0]) ?? 0, name: $0[1], effect: $0[2])
        })
  }

  /// Decimals as the catalogue writes them read as `Double(_:)` reads them.
  @Test func decimalsReadExactlyAsDoubleReadsThem() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let whole = String(UInt64.random(in: 0..<1_000_000, using: &generator))
      let decimals = Int.random(in: 0...8, using: &generator)
      let fraction = String(
        (0..<decimals).map { _ in "0123456789".randomElement(using: &generator) ?? "0" })
      let text =
        (Bool.random(using: &generator) ? "-" : "") + whole + (decimals > 0 ? "." + fraction : "")
      #expect(TSVRow.decimal(ArraySlice(text.utf8)) == Double(text), "\(text)")
    }
    for text in ["", "-", ".", "1.", ".5", "1.2.3", "1e3", "+1", "nan", "1 ", "--1"] {
      #expect(TSVRow.decimal(ArraySlice(text.utf8)) == nil, "\(text)")
    }
  }

  static func referenceRows(_ text: String) -> [[String]] {
    text.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }

  static func referenceMonsters(_ text: String) -> [Monster] {
    referenceRows(text).map { fields in
      func int(_ index: Int) -> Int { Int(exactly: Double(fields[index]) ?? .nan) ?? -1 }
      return Monster(
        number: int(0), name: fields[1], types: fields[2].split(separator: "/").map(String.init),
        evolvesFrom: fields[3].isEmpty ? nil : int(3),
        evolvesTo: fields[4].split(separator: ",").map { Int($0) ?? -1 },
        heightMeters: Double(fields[5]) ?? .nan, weightKilograms: Double(fields[6]) ?? .nan,
        stats: .init(
          hp: int(7), attack: int(8), defense: int(9), specialAttack: int(10),
          specialDefense: int(11), speed: int(12)))
    }
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
    (
      header + "\n1\tBulbasaur\tGrass\t\t2\t0.7\t6.9\t45.5\t49\t49\t65\t65\t45\n",
      .badLine(resource: "pokemon.tsv", line: 3, reason: "'45.5' is not a whole number")
    ),
    (
      header + "1\tBulbasaur\tGrass\t\t2\t0.\t6.9\t45\t49\t49\t65\t65\t45\n",
      .badLine(resource: "pokemon.tsv", line: 2, reason: "'0.' is not a number")
    ),
    (
      header + "1\tBulbasaur\tGrass\t\t2\t0.7\t6.9\t45\t49\t49\t65\t65\t45\r\n",
      .badLine(resource: "pokemon.tsv", line: 2, reason: "'45\r' is not a number")
    ),
  ])
  func aDamagedCatalogueIsAClearError(pokemon: String, expected: CatalogueError) {
    #expect(throws: expected) {
      _ = try Catalogue(pokemon: pokemon, berries: "number\tname\teffect\n")
    }
  }

  @Test(arguments: [
    (
      CatalogueError.missingResource("pokemon.tsv"),
      "The catalogue resource 'pokemon.tsv' is missing."
    ),
    (
      .badLine(resource: "berries.tsv", line: 3, reason: "'x' is not a number"),
      "berries.tsv, line 3: 'x' is not a number."
    ),
    (
      .incomplete(resource: "pokemon.tsv", expected: 1025, found: 1),
      "pokemon.tsv should list numbers 1 to 1025 once each; it lists 1 valid ones."
    ),
    (
      .missingBundle("P_T.resources", folder: "/opt/pmi"),
      "The catalogue cannot be read: its resource bundle P_T.resources is not beside the program in /opt/pmi. Copy it there from the build folder, with the program."
    ),
  ])
  func catalogueErrorsReadAsSentences(_ error: CatalogueError, _ text: String) {
    #expect(error.description == text)
    #expect(error.localizedDescription == text)
  }
}
