/// Where ``NavigationState/navigate(to:policy:)`` should land: a tab, what its stack should hold,
/// and the presentations over it, each with its own stack.
///
/// A `nil` ``tab`` keeps the selected tab and a `nil` ``stack`` keeps that tab's stack as it is;
/// ``presentations`` always says exactly what is presented when the navigation lands.
public struct NavigationTarget<Schema: NavigationSchema>: Hashable, Codable, Sendable {
  /// A presentation to land in: its style, root and own stack.
  public struct Presentation: Hashable, Codable, Sendable {
    /// How it is shown: a sheet, a cover, a popover or a dialog.
    public var style: PresentationStyle
    /// The presentation's root screen and its options.
    public var root: StackElement<Schema>
    /// The presentation's stack above the root, bottom first.
    public var stack: [StackElement<Schema>]

    /// Creates a presentation to land in, with this ``root``, ``style`` and ``stack``.
    public init(
      _ root: StackElement<Schema>,
      style: PresentationStyle = .sheet,
      stack: [StackElement<Schema>] = []
    ) {
      self.style = style
      self.root = root
      self.stack = stack
    }
  }

  /// The tab to select; `nil` keeps the selected tab.
  public var tab: Schema.Tab?
  /// What the tab's stack holds on landing, bottom first; `nil` keeps the stack as it is.
  public var stack: [StackElement<Schema>]?
  /// The presentations over the tab on landing, bottom first; empty dismisses every presentation.
  public var presentations: [Presentation]
  /// The search query on landing (``NavigationState/searchQuery``); `nil` keeps it.
  ///
  /// A link to the search tab sets both: `pmi://search?q=pika`.
  public var searchQuery: String?

  /// Creates a target from routes and their options: its ``tab``, ``stack`` and ``presentations``.
  public init(
    tab: Schema.Tab?, stack: [StackElement<Schema>]?, presentations: [Presentation] = []
  ) {
    self.tab = tab
    self.stack = stack
    self.presentations = presentations
  }

  /// Creates a target whose ``stack`` holds bare routes, each with default options.
  public init(tab: Schema.Tab?, routes: [Schema.Route], presentations: [Presentation] = []) {
    self.init(tab: tab, stack: routes.map { StackElement($0) }, presentations: presentations)
  }

  /// A target that keeps the selected tab and its stack as they are and lands with one presentation
  /// up, of `route` shown as `style` with `stack` above it: a "compose" or "export" link.
  public static func presenting(
    _ route: Schema.Route, style: PresentationStyle = .sheet, stack: [Schema.Route] = []
  ) -> NavigationTarget {
    NavigationTarget(
      tab: nil, stack: nil,
      presentations: [
        Presentation(StackElement(route), style: style, stack: stack.map { StackElement($0) })
      ])
  }
}
