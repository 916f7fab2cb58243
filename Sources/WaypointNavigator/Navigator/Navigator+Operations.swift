public import WaypointCore
import WaypointLinks

// The core operations, available on the navigator. Each goes through
// perform(_:_:), so guards, events and observation apply to all of them alike.
extension Navigator {
  /// Pushes a route; see ``NavigationState/push(_:options:in:policies:)``.
  @discardableResult
  public func push(
    _ route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) async -> NavigationOutcome<Schema> {
    let policies = policies
    return await perform {
      try $0.push(route, options: options, in: location, policies: policies)
    }
  }

  /// Pushes several routes; see ``NavigationState/push(contentsOf:in:policies:)-([PathElement<Schema>],_,_)``.
  @discardableResult
  public func push(
    contentsOf elements: [PathElement<Schema>], in location: StackLocation<Schema>? = nil
  )
    async -> NavigationOutcome<Schema>
  {
    let policies = policies
    return await perform { try $0.push(contentsOf: elements, in: location, policies: policies) }
  }

  /// Pops the top entry; see ``NavigationState/pop(in:)``.
  @discardableResult
  public func pop(in location: StackLocation<Schema>? = nil) async -> NavigationOutcome<Schema> {
    await perform { try $0.pop(in: location) }
  }

  /// Pops `count` entries; see ``NavigationState/pop(count:in:)``.
  @discardableResult
  public func pop(count: Int, in location: StackLocation<Schema>? = nil)
    async -> NavigationOutcome<Schema>
  {
    await perform { try $0.pop(count: count, in: location) }
  }

  /// Pops to the root; see ``NavigationState/popToRoot(in:)``.
  @discardableResult
  public func popToRoot(in location: StackLocation<Schema>? = nil) async -> NavigationOutcome<
    Schema
  > {
    await perform { try $0.popToRoot(in: location) }
  }

  /// Pops to an entry; see ``NavigationState/pop(to:in:)``.
  @discardableResult
  public func pop(to id: EntryID, in location: StackLocation<Schema>? = nil)
    async -> NavigationOutcome<Schema>
  {
    await perform { try $0.pop(to: id, in: location) }
  }

  /// Pops to the lowest entry that matches; see ``NavigationState/pop(toFirstIn:where:)``.
  @discardableResult
  public func pop(
    toFirstIn location: StackLocation<Schema>? = nil,
    where predicate: @escaping (Entry<Schema>) -> Bool
  ) async -> NavigationOutcome<Schema> {
    await perform { try $0.pop(toFirstIn: location, where: predicate) }
  }

  /// Pops to the nearest entry going back that matches; see
  /// ``NavigationState/pop(toLastIn:where:)``.
  @discardableResult
  public func pop(
    toLastIn location: StackLocation<Schema>? = nil,
    where predicate: @escaping (Entry<Schema>) -> Bool
  ) async -> NavigationOutcome<Schema> {
    await perform { try $0.pop(toLastIn: location, where: predicate) }
  }

  /// Makes a stack hold `elements`, keeping what it can; see
  /// ``NavigationState/replaceStack(with:in:policies:)-([PathElement<Schema>],_,_)``.
  @discardableResult
  public func replaceStack(
    with elements: [PathElement<Schema>], in location: StackLocation<Schema>? = nil
  ) async -> NavigationOutcome<Schema> {
    let policies = policies
    return await perform { try $0.replaceStack(with: elements, in: location, policies: policies) }
  }

  /// Replaces the top entry; see ``NavigationState/replaceTop(with:options:in:)``.
  @discardableResult
  public func replaceTop(
    with route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) async -> NavigationOutcome<Schema> {
    await perform { try $0.replaceTop(with: route, options: options, in: location) }
  }

  /// Replaces the whole stack, animated as a push; see
  /// ``NavigationState/setStack(_:in:policies:)-([PathElement<Schema>],_,_)``.
  @discardableResult
  public func setStack(_ elements: [PathElement<Schema>], in location: StackLocation<Schema>? = nil)
    async -> NavigationOutcome<Schema>
  {
    let policies = policies
    return await perform { try $0.setStack(elements, in: location, policies: policies) }
  }

  /// Selects a tab; see ``NavigationState/selectTab(_:policies:)``.
  @discardableResult
  public func selectTab(_ tab: Schema.Tab) async -> NavigationOutcome<Schema> {
    let policies = policies
    return await perform { try $0.selectTab(tab, policies: policies) }
  }

  /// Presents a flow; see ``NavigationState/present(_:style:options:path:policies:)``.
  @discardableResult
  public func present(
    _ route: Schema.Route,
    style: PresentationStyle = .sheet,
    options: EntryOptions<Schema.Selection> = .init(),
    path: [PathElement<Schema>] = []
  ) async -> NavigationOutcome<Schema> {
    let policies = policies
    return await perform {
      try $0.present(route, style: style, options: options, path: path, policies: policies)
    }
  }

  /// Dismisses the top flow; see ``NavigationState/dismiss()``.
  @discardableResult
  public func dismiss() async -> NavigationOutcome<Schema> {
    await perform { try $0.dismiss() }
  }

  /// Dismisses a flow and those above it; see ``NavigationState/dismiss(_:)``.
  @discardableResult
  public func dismiss(_ id: PresentationID) async -> NavigationOutcome<Schema> {
    await perform { try $0.dismiss(id) }
  }

  /// Dismisses every flow; see ``NavigationState/dismissAll()``.
  @discardableResult
  public func dismissAll() async -> NavigationOutcome<Schema> {
    await perform { $0.dismissAll() }
  }

  /// Jumps to a target; see ``NavigationState/navigate(to:policies:)``.
  ///
  /// - Parameters:
  ///   - target: Where to land.
  ///   - cause: Who asked: the app by default, ``TransitionCause/deepLink`` for links.
  /// - Returns: The outcome; guards may deny or redirect.
  @discardableResult
  public func navigate(to target: NavigationTarget<Schema>, cause: TransitionCause = .app)
    async -> NavigationOutcome<Schema>
  {
    let policies = policies
    return await perform(cause) { try $0.navigate(to: target, policies: policies) }
  }

  /// Removes the entries that show a deleted item, as one transition; see
  /// ``NavigationState/removeEntries(where:)``.
  @discardableResult
  public func removeEntries(where predicate: @escaping (Entry<Schema>) -> Bool)
    async -> NavigationOutcome<Schema>
  {
    await perform { $0.removeEntries(where: predicate) }
  }

  /// Changes an entry's options; see ``NavigationState/updateOptions(of:_:)``.
  @discardableResult
  public func updateOptions(
    of id: EntryID, _ change: @escaping (inout EntryOptions<Schema.Selection>) -> Void
  ) async -> NavigationOutcome<Schema> {
    await perform { try $0.updateOptions(of: id, change) }
  }
}
