/// Where ``NavigationState/navigate(to:policies:)`` should land: a tab with its
/// back stack, and optionally modal flows over it, each with its own stack.
///
/// ```swift
/// // pmi://pokedex/99 with the list behind it.
/// let target = NavigationTarget<App>(tab: .pokedex, routes: [.pokemon(id: 99)])
///
/// // Seed: straight into A → B → C with item 7 selected in C.
/// let deep = NavigationTarget<App>(
///   tab: .home,
///   path: [PathElement(.a), PathElement(.b), PathElement(.c, options: .init(selection: "7"))]
/// )
/// ```
public struct NavigationTarget<Schema: NavigationSchema>: Hashable, Codable, Sendable {
  /// A modal flow to land in: its style, root and own stack.
  public struct Modal: Hashable, Codable, Sendable {
    /// Sheet or full-screen cover.
    public var style: PresentationStyle
    /// The flow's root screen and its options.
    public var root: PathElement<Schema>
    /// The flow's stack above the root, bottom first.
    public var path: [PathElement<Schema>]

    /// Creates a modal target.
    public init(
      _ root: PathElement<Schema>,
      style: PresentationStyle = .sheet,
      path: [PathElement<Schema>] = []
    ) {
      self.style = style
      self.root = root
      self.path = path
    }
  }

  /// The tab to select; `nil` keeps the selected tab.
  public var tab: Schema.Tab?
  /// The tab's stack, bottom first.
  public var path: [PathElement<Schema>]
  /// The modal flows over the tab, bottom first; empty dismisses every flow.
  public var modals: [Modal]

  /// Creates a target from routes and options.
  public init(tab: Schema.Tab?, path: [PathElement<Schema>] = [], modals: [Modal] = []) {
    self.tab = tab
    self.path = path
    self.modals = modals
  }

  /// Creates a target from bare routes, each with default options.
  public init(tab: Schema.Tab?, routes: [Schema.Route], modals: [Modal] = []) {
    self.init(tab: tab, path: routes.map { PathElement($0) }, modals: modals)
  }
}
