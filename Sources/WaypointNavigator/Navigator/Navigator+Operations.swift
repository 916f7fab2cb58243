public import WaypointCore

// Every operation of NavigationState, on the navigator. Each is planned from the state when its
// turn comes and goes through the same pipeline, so guards, events and observation apply to all
// alike.
extension Navigator {
  /// Pushes a route; see ``NavigationState/push(_:options:in:policy:)``.
  @discardableResult
  public func push(
    _ route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) -> NavigationTask<Schema> {
    let policy = policy
    return requestInPlace(.app) {
      try $0.planPush(route, options: options, in: location, policy: policy)
    }
  }

  /// Pushes several routes in one transition, bottom first, with default options.
  ///
  /// An app that gives them options uses ``perform(_:_:)``. See
  /// ``NavigationState/push(contentsOf:in:policy:)-([Schema.Route],_,_)``.
  @discardableResult
  public func push(contentsOf routes: [Schema.Route], in location: StackLocation<Schema>? = nil)
    -> NavigationTask<Schema>
  {
    let policy = policy
    let elements = routes.map { StackElement<Schema>($0) }
    return requestInPlace(.app) {
      try $0.planPush(contentsOf: elements, in: location, policy: policy)
    }
  }

  /// Pops `count` entries, one by default; see ``NavigationState/pop(count:in:)``.
  @discardableResult
  public func pop(count: Int = 1, in location: StackLocation<Schema>? = nil)
    -> NavigationTask<Schema>
  {
    requestInPlace(.app) { try $0.planPop(count: count, in: location) }
  }

  /// Pops to the root; see ``NavigationState/popToRoot(in:)``.
  @discardableResult
  public func popToRoot(in location: StackLocation<Schema>? = nil) -> NavigationTask<Schema> {
    requestInPlace(.app) { try $0.planPopToRoot(in: location) }
  }

  /// Pops to an entry; see ``NavigationState/pop(to:in:)``.
  @discardableResult
  public func pop(to id: EntryID, in location: StackLocation<Schema>? = nil)
    -> NavigationTask<Schema>
  {
    requestInPlace(.app) { try $0.planPop(to: id, in: location) }
  }

  /// Makes a stack hold exactly `routes`, with default options; see
  /// ``NavigationState/replaceStack(with:keepingCommonPrefix:in:policy:)-([Schema.Route],_,_,_)``.
  @discardableResult
  public func replaceStack(
    with routes: [Schema.Route], keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil
  ) -> NavigationTask<Schema> {
    let policy = policy
    let elements = routes.map { StackElement<Schema>($0) }
    return requestInPlace(.app) {
      try $0.planReplaceStack(
        with: elements, keepingCommonPrefix: keepingCommonPrefix, in: location, policy: policy)
    }
  }

  /// Replaces the top entry; see ``NavigationState/replaceTop(with:options:in:)``.
  @discardableResult
  public func replaceTop(
    with route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) -> NavigationTask<Schema> {
    requestInPlace(.app) { try $0.planReplaceTop(with: route, options: options, in: location) }
  }

  /// Selects a tab; see ``NavigationState/selectTab(_:policy:)``.
  @discardableResult
  public func selectTab(_ tab: Schema.Tab) -> NavigationTask<Schema> {
    let policy = policy
    return requestInPlace(.app) { try $0.planSelectTab(tab, policy: policy) }
  }

  /// Presents a route with its own stack; see
  /// ``NavigationState/present(_:style:options:stack:policy:)``.
  @discardableResult
  public func present(
    _ route: Schema.Route,
    style: PresentationStyle = .sheet,
    options: EntryOptions<Schema.Selection> = .init(),
    stack: [StackElement<Schema>] = []
  ) -> NavigationTask<Schema> {
    let policy = policy
    return requestInPlace(.app) {
      try $0.planPresent(route, style: style, options: options, stack: stack, policy: policy)
    }
  }

  /// Dismisses a presentation and those above it, the top one by default; see
  /// ``NavigationState/dismiss(_:)``.
  @discardableResult
  public func dismiss(_ id: PresentationID? = nil) -> NavigationTask<Schema> {
    requestInPlace(.app) { try $0.planDismiss(id) }
  }

  /// Dismisses every presentation; see ``NavigationState/dismissAll()``.
  @discardableResult
  public func dismissAll() -> NavigationTask<Schema> {
    requestInPlace(.app) { $0.planDismiss(from: 0) }
  }

  /// Jumps to a target; see ``NavigationState/navigate(to:policy:)``.
  ///
  /// `cause` is the app by default, ``TransitionCause/deepLink`` for links; guards may deny or
  /// redirect the navigation.
  @discardableResult
  public func navigate(to target: NavigationTarget<Schema>, cause: TransitionCause = .app)
    -> NavigationTask<Schema>
  {
    let policy = policy
    return requestInPlace(cause) { try $0.planNavigate(to: target, policy: policy) }
  }

  /// Removes the entries that show a deleted item, as one transition; see
  /// ``NavigationState/removeEntries(where:)``.
  @discardableResult
  public func removeEntries(where predicate: @escaping (NavigationEntry<Schema>) -> Bool)
    -> NavigationTask<Schema>
  {
    requestInPlace(.app) { $0.planRemoveEntries(where: predicate) }
  }

  /// Changes an entry's options in place; see ``NavigationState/updateOptions(of:_:)``.
  @discardableResult
  public func updateOptions(
    of id: EntryID, _ change: @escaping (inout EntryOptions<Schema.Selection>) -> Void
  ) -> NavigationTask<Schema> {
    requestInPlace(.app) { try $0.planUpdateOptions(of: id, change) }
  }
}
