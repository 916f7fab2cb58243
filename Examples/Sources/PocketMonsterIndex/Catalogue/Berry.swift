/// One of the 64 numbered berries.
public struct Berry: Hashable, Sendable {
  /// The berry's number in the games' list, 1 to 64.
  public let number: Int
  /// The berry's English name, such as "Razz Berry".
  public let name: String
  /// What the berry does when a Pokémon holds it in battle.
  public let effect: String

  /// `No. 16 Razz Berry`.
  public var title: String { "No. \(number) \(name)" }
}
