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

    /// Creates a presentation to land in.
    ///
    /// - Parameters:
    ///   - root: The root screen and its options.
    ///   - style: How it is shown: a sheet, a cover, a popover or a dialog.
    ///   - stack: The stack above the root, bottom first.
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

  /// Creates a target from routes and their options.
  ///
  /// - Parameters:
  ///   - tab: The tab to select; `nil` keeps the selected tab.
  ///   - stack: The tab's stack, bottom first; `nil` keeps it as it is.
  ///   - presentations: The presentations on landing, bottom first.
  public init(
    tab: Schema.Tab?, stack: [StackElement<Schema>]?, presentations: [Presentation] = []
  ) {
    self.tab = tab
    self.stack = stack
    self.presentations = presentations
  }

  /// Creates a target from bare routes, each with default options.
  ///
  /// - Parameters:
  ///   - tab: The tab to select; `nil` keeps the selected tab.
  ///   - routes: The tab's stack, bottom first.
  ///   - presentations: The presentations on landing, bottom first.
  public init(tab: Schema.Tab?, routes: [Schema.Route], presentations: [Presentation] = []) {
    self.init(tab: tab, stack: routes.map { StackElement($0) }, presentations: presentations)
  }

  /// A target that keeps the selected tab and its stack as they are and lands with one presentation
  /// up: a "compose" or "export" link.
  ///
  /// - Parameters:
  ///   - route: The presentation's root screen.
  ///   - style: How it is shown: a sheet, a cover, a popover or a dialog.
  ///   - stack: The presentation's stack above the root, bottom first.
  /// - Returns: A target with no tab, no stack and that one presentation.
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
