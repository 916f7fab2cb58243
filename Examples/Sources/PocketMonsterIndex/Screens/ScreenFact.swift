/// A fact on a screen: plain text, or something a front end may draw richly
/// (types in their colours, stats as bars) and line mode prints as text.
public enum ScreenFact: Hashable, Sendable {
  /// A line of text.
  case text(String)
  /// A Pokémon's types, then the rest of the line (size and weight).
  case types([String], detail: String)
  /// A Pokémon's base stats.
  case stats(Monster.Stats)

  /// The fact as one line of plain text.
  public var plainText: String {
    switch self {
    case .text(let text): text
    case .types(let types, let detail): "Type: \(types.joined(separator: "/")) · \(detail)"
    case .stats(let stats):
      "HP \(stats.hp) · Atk \(stats.attack) · Def \(stats.defense) · SpA \(stats.specialAttack) · SpD \(stats.specialDefense) · Spe \(stats.speed) (total \(stats.total))"
    }
  }
}
