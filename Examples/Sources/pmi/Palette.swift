import PMITerminal

/// The colours that carry meaning: each type its own, the selected tab and
/// the highlighted row.
///
/// With colour off they all fall away, and the text (brackets, the ▸ marker,
/// the bars' blocks) still says the same.
enum Palette {
  static let highlight: UInt8 = 24
  /// The background of the row a list selects while the screen beside it has the keys.
  static let selection: UInt8 = 238
  static let highlightText = TextStyle(foreground: 231, isBold: true)
  static let selectedTab = TextStyle(foreground: 231, background: 25, isBold: true)
  static let tabs = TextStyle(foreground: 250)
  static let title = TextStyle(foreground: 229, isBold: true)
  static let hintKey = TextStyle(foreground: 117, isBold: true)
  static let message = TextStyle(foreground: 222, isBold: true)
  static let prompt = TextStyle(foreground: 231, background: 236)

  /// Each type's colour, close to the games' own.
  static func color(ofType type: String) -> UInt8 {
    switch type {
    case "Normal": 249
    case "Fire": 208
    case "Water": 33
    case "Electric": 220
    case "Grass": 77
    case "Ice": 123
    case "Fighting": 160
    case "Poison": 134
    case "Ground": 179
    case "Flying": 147
    case "Psychic": 205
    case "Bug": 142
    case "Rock": 137
    case "Ghost": 97
    case "Dragon": 63
    case "Dark": 95
    case "Steel": 146
    case "Fairy": 218
    default: 250
    }
  }

  /// A base stat's bar colour: red for weak, through yellow, to green and cyan.
  static func color(ofStat value: Int) -> UInt8 {
    switch value {
    case ..<50: 203
    case ..<80: 214
    case ..<100: 220
    case ..<120: 113
    default: 51
    }
  }
}
