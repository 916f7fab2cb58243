/// A presentation: a sheet, cover, popover or dialog, with its own root and stack.
///
/// Presentations form a chain in ``NavigationState/presentations``: each one is presented over the
/// previous one. Dismissing one dismisses everything above it.
public struct Presentation<Schema: NavigationSchema>: Hashable, Codable, Sendable, Identifiable {
  /// The presentation's identity, unique within its ``NavigationState``.
  public let id: PresentationID
  /// How it is shown: a sheet, a cover, a popover or a dialog.
  public let style: PresentationStyle
  /// The first screen of the presentation; popping to root lands here.
  public package(set) var root: NavigationEntry<Schema>
  /// The entries pushed above ``root``.
  public package(set) var stack: Stack<Schema>
  /// The detent the sheet rests at now, one of ``detents``; the user's drag changes it.
  public var selectedDetent: Detent?
  /// The named view a popover or confirmation dialog points at; `nil` for the presenting view.
  public var anchor: Schema.Selection?
  // `nil` at their defaults, so that older data, without them, decodes as it did.
  private var storedDetents: [Detent]?, storedDismissal: Dismissal?

  /// The heights a sheet may rest at; empty for the style's one full height.
  public var detents: [Detent] {
    get { storedDetents ?? [] }
    set { storedDetents = newValue.isEmpty ? nil : newValue }
  }
  /// Whether the user may pull it down.
  public var dismissal: Dismissal {
    get { storedDismissal ?? .allowed }
    set { storedDismissal = newValue == .allowed ? nil : newValue }
  }

  private enum CodingKeys: String, CodingKey {
    case id, style, root, stack, selectedDetent, anchor, storedDetents = "detents"
    case storedDismissal = "dismissal"
  }

  /// Creates a presentation; ``NavigationState/present(_:style:options:stack:policy:)`` does this
  /// for you and allocates the identities.
  package init(
    id: PresentationID,
    style: PresentationStyle,
    root: NavigationEntry<Schema>,
    stack: Stack<Schema> = []
  ) {
    self.id = id
    self.style = style
    self.root = root
    self.stack = stack
  }

  /// The root followed by the stack: every screen of the presentation, bottom first.
  package var allEntries: [NavigationEntry<Schema>] { [root] + stack }
}
