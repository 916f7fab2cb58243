/// Per-screen settings that travel with an entry.
///
/// A restored entry keeps its selection; its back lock lasts only for the run that set it unless
/// the app's `SnapshotCoder` is made to restore locks, so a relaunch never strands the user on a
/// screen they cannot leave.
public struct EntryOptions<Selection: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
  /// Whether the user may navigate back from this entry.
  ///
  /// A transition caused by the user or a link that would remove a locked entry, or change its
  /// lock, fails with ``NavigationError/backNavigationLocked(_:in:)``; the app itself can still pop
  /// or dismiss past it (see ``NavigationState/perform(_:_:)``).
  public var isBackLocked: Bool
  /// Whether ``selection`` holds one, kept beside it at a place that does not depend on
  /// `Selection`: the planner compares the options of every entry a target keeps, and most have no
  /// selection, which this tells without generic code (unspecialised, it copies an optional to look
  /// at it).
  private(set) var hasSelection: Bool
  /// The name that makes this entry a return point, which a screen above it returns to with
  /// `return(to:with:)`; `nil` for none.
  ///
  /// Stored before the selections, at a place that does not depend on `Selection` either: the
  /// planner compares it for every entry a target keeps, and read after them it cost a lookup of
  /// the options' generic metadata an entry.
  public var returnPoint: String?
  /// A small restorable selection inside the screen, such as a highlighted item.
  public var selection: Selection? {
    didSet { hasSelection = Self.holdsOne(selection) }
  }
  /// The item this screen was opened from, such as the tapped cell, which a zoom transition grows
  /// from and shrinks back to.
  ///
  /// Not encoded: after a restore or a link nothing on screen was tapped.
  public var transitionSource: Selection?

  /// Creates options; the defaults are an unlocked entry with no selection, no transition source
  /// and no return point.
  public init(
    isBackLocked: Bool = false, selection: Selection? = nil, transitionSource: Selection? = nil,
    returnPoint: String? = nil
  ) {
    self.isBackLocked = isBackLocked
    self.hasSelection = Self.holdsOne(selection)
    self.selection = selection
    self.transitionSource = transitionSource
    self.returnPoint = returnPoint
  }

  /// Decodes the lock, the selection and the return point.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      isBackLocked: try container.decode(Bool.self, forKey: .isBackLocked),
      selection: try container.decodeIfPresent(Selection.self, forKey: .selection),
      returnPoint: try container.decodeIfPresent(String.self, forKey: .returnPoint))
  }

  /// Whether `selection` holds one; matching the case inspects it in place, where comparing it with
  /// `nil` would copy it first.
  @inline(__always)
  private static func holdsOne(_ selection: Selection?) -> Bool {
    if case .some = selection { return true }
    return false
  }

  private enum CodingKeys: String, CodingKey {
    case isBackLocked
    case selection
    case returnPoint
  }
}
