import PocketMonsterIndex

/// The bundled catalogue, for tests that must know what a screen lists.
enum Pokedex {
  static let catalogue: Catalogue = {
    do { return try Catalogue.bundled() } catch { fatalError("\(error)") }
  }()

  /// The choice that adds `number` to the team on its screen, counted as
  /// the screen counts: ← and →, where it evolves from and into, then Add.
  static func addChoice(_ number: Int) -> Int {
    guard let monster = catalogue.monster(number) else { return 0 }
    let before = [number > 1, number < 1025, monster.evolvesFrom != nil].filter { $0 }.count
    return before + monster.evolvesTo.count + 1
  }
}
