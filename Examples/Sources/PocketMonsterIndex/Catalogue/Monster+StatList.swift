extension Monster.Stats {
  /// The six stats with their short names, in game order, for bars.
  public var named: [(name: String, value: Int)] {
    [
      ("HP", hp), ("Atk", attack), ("Def", defense), ("SpA", specialAttack),
      ("SpD", specialDefense), ("Spe", speed),
    ]
  }

  /// The highest base stat any species has, the full length of a bar.
  public static let maximum = 255
}
