/// A modal flow: a sheet or full-screen cover with its own root and stack.
///
/// Presentations form a chain in ``NavigationState/presentations``: each one is
/// presented over the previous one. Dismissing one dismisses everything above it.
public struct Presentation<Schema: NavigationSchema>: Hashable, Codable, Sendable, Identifiable {
  /// The presentation's identity, unique within its ``NavigationState``.
  public let id: PresentationID
  /// Sheet or full-screen cover.
  public let style: PresentationStyle
  /// The first screen of the flow; popping to root lands here.
  public package(set) var root: NavigationEntry<Schema>
  /// The entries pushed above ``root``.
  public package(set) var stack: Stack<Schema>

  /// Creates a presentation; ``NavigationState/present(_:style:options:stack:policy:)``
  /// does this for you and allocates the identities.
  package init(
    id: PresentationID,
    style: PresentationStyle,
    root: NavigationEntry<Schema>,
    stack: Stack<Schema> = Stack()
  ) {
    self.id = id
    self.style = style
    self.root = root
    self.stack = stack
  }

  /// The root followed by the stack: every screen of the flow, bottom first.
  public var allEntries: [NavigationEntry<Schema>] { [root] + stack.entries }

  /// Decodes a presentation; a missing stack means an empty one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PresentationCodingKeys.self)
    id = try container.decode(PresentationID.self, forKey: .id)
    style = try container.decode(PresentationStyle.self, forKey: .style)
    root = try container.decode(NavigationEntry<Schema>.self, forKey: .root)
    stack = try container.decodeIfPresent(Stack<Schema>.self, forKey: .stack) ?? Stack()
  }

  /// Encodes identity, style, root and stack, in that order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PresentationCodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(style, forKey: .style)
    try container.encode(root, forKey: .root)
    try container.encode(stack, forKey: .stack)
  }
}

/// Outside the generic type so its metadata is static (see `EntryOptionsCodingKeys`).
enum PresentationCodingKeys: String, CodingKey {
  case id, style, root, stack
}
