/// One species of the national Pokédex.
public struct Monster: Hashable, Sendable {
  /// The six base stats, in game order.
  public struct Stats: Hashable, Sendable {
    /// Hit points.
    public let hp: Int
    /// Attack.
    public let attack: Int
    /// Defense.
    public let defense: Int
    /// Special Attack.
    public let specialAttack: Int
    /// Special Defense.
    public let specialDefense: Int
    /// Speed.
    public let speed: Int

    /// The sum of the six.
    public var total: Int { hp + attack + defense + specialAttack + specialDefense + speed }
  }

  /// The national Pokédex number, 1 to 1025.
  public let number: Int
  /// The species' English name.
  public let name: String
  /// One or two types, primary first.
  public let types: [String]
  /// The number of the species it evolves from, if any.
  public let evolvesFrom: Int?
  /// The numbers of the species it evolves into.
  public let evolvesTo: [Int]
  /// Height in metres.
  public let heightMeters: Double
  /// Weight in kilograms.
  public let weightKilograms: Double
  /// Base stats.
  public let stats: Stats

  /// `#025 Pikachu`.
  public var title: String { "#\(Monster.format(number)) \(name)" }

  static func format(_ number: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }
}
