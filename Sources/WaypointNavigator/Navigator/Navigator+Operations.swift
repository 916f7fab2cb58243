public import WaypointCore

// Every operation of NavigationState, on the navigator. Each goes through
// perform(_:_:) (or performExact, the same without the replay check, for the
// state's own operations), so guards, events and observation apply to all alike.
extension Navigator {
  /// What a navigation turned into.
  public typealias Outcome = NavigationOutcome<Schema>

  /// Pushes a route; see ``NavigationState/push(_:options:in:policies:)``.
  @discardableResult
  public func push(
    _ route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) async -> Outcome {
    let policies = policies
    return await performExact {
      try $0.push(route, options: options, in: location, policies: policies)
    }
  }

  /// Pushes several routes in one transition, bottom first; see
  /// ``NavigationState/push(contentsOf:in:policies:)-([Schema.Route],_,_)``.
  @discardableResult
  public func push(contentsOf routes: [Schema.Route], in location: StackLocation<Schema>? = nil)
    async -> Outcome
  {
    await push(contentsOf: routes.map { PathElement($0) }, in: location)
  }

  /// Pushes several routes with their options in one transition; see
  /// ``NavigationState/push(contentsOf:in:policies:)-([PathElement<Schema>],_,_)``.
  @discardableResult
  public func push(
    contentsOf elements: [PathElement<Schema>], in location: StackLocation<Schema>? = nil
  ) async -> Outcome {
    let policies = policies
    return await performExact {
      try $0.push(contentsOf: elements, in: location, policies: policies)
    }
  }

  /// Pops the top entry; see ``NavigationState/pop(in:)``.
  @discardableResult
  public func pop(in location: StackLocation<Schema>? = nil) async -> Outcome {
    await performExact { try $0.pop(in: location) }
  }

  /// Pops `count` entries; see ``NavigationState/pop(count:in:)``.
  @discardableResult
  public func pop(count: Int, in location: StackLocation<Schema>? = nil) async -> Outcome {
    await performExact { try $0.pop(count: count, in: location) }
  }

  /// Pops to the root; see ``NavigationState/popToRoot(in:)``.
  @discardableResult
  public func popToRoot(in location: StackLocation<Schema>? = nil) async -> Outcome {
    await performExact { try $0.popToRoot(in: location) }
  }

  /// Pops to an entry; see ``NavigationState/pop(to:in:)``.
  @discardableResult
  public func pop(to id: EntryID, in location: StackLocation<Schema>? = nil) async -> Outcome {
    await performExact { try $0.pop(to: id, in: location) }
  }

  /// Pops to the lowest entry that matches; see ``NavigationState/popToFirst(in:where:)``.
  @discardableResult
  public func popToFirst(
    in location: StackLocation<Schema>? = nil,
    where predicate: @escaping (NavigationEntry<Schema>) -> Bool
  ) async -> Outcome {
    await perform { try $0.popToFirst(in: location, where: predicate) }
  }

  /// Pops to the nearest entry going back that matches; see
  /// ``NavigationState/popToLast(in:where:)``.
  @discardableResult
  public func popToLast(
    in location: StackLocation<Schema>? = nil,
    where predicate: @escaping (NavigationEntry<Schema>) -> Bool
  ) async -> Outcome {
    await perform { try $0.popToLast(in: location, where: predicate) }
  }

  /// Makes a stack hold exactly `routes`; see
  /// ``NavigationState/replaceStack(with:keepingCommonPrefix:in:policies:)-([Schema.Route],_,_,_)``.
  @discardableResult
  public func replaceStack(
    with routes: [Schema.Route],
    keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil
  ) async -> Outcome {
    await replaceStack(
      with: routes.map { PathElement($0) }, keepingCommonPrefix: keepingCommonPrefix, in: location)
  }

  /// Makes a stack hold exactly `elements`; see
  /// ``NavigationState/replaceStack(with:keepingCommonPrefix:in:policies:)-([PathElement<Schema>],_,_,_)``.
  @discardableResult
  public func replaceStack(
    with elements: [PathElement<Schema>],
    keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil
  ) async -> Outcome {
    let policies = policies
    return await performExact {
      try $0.replaceStack(
        with: elements, keepingCommonPrefix: keepingCommonPrefix, in: location,
        policies: policies)
    }
  }

  /// Replaces the top entry; see ``NavigationState/replaceTop(with:options:in:)``.
  @discardableResult
  public func replaceTop(
    with route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) async -> Outcome {
    await performExact { try $0.replaceTop(with: route, options: options, in: location) }
  }

  /// Selects a tab; see ``NavigationState/selectTab(_:policies:)``.
  @discardableResult
  public func selectTab(_ tab: Schema.Tab) async -> Outcome {
    let policies = policies
    return await performExact { try $0.selectTab(tab, policies: policies) }
  }

  /// Presents a route with its own stack; see
  /// ``NavigationState/present(_:style:options:path:policies:)``.
  @discardableResult
  public func present(
    _ route: Schema.Route,
    style: PresentationStyle = .sheet,
    options: EntryOptions<Schema.Selection> = .init(),
    path: [PathElement<Schema>] = []
  ) async -> Outcome {
    let policies = policies
    return await performExact {
      try $0.present(route, style: style, options: options, path: path, policies: policies)
    }
  }

  /// Dismisses the top presentation; see ``NavigationState/dismiss()``.
  @discardableResult
  public func dismiss() async -> Outcome {
    await performExact { try $0.dismiss() }
  }

  /// Dismisses a presentation and those above it; see ``NavigationState/dismiss(_:)``.
  @discardableResult
  public func dismiss(_ id: PresentationID) async -> Outcome {
    await performExact { try $0.dismiss(id) }
  }

  /// Dismisses every presentation; see ``NavigationState/dismissAll()``.
  @discardableResult
  public func dismissAll() async -> Outcome {
    await performExact { $0.dismissAll() }
  }

  /// Jumps to a target; see ``NavigationState/navigate(to:policies:)``.
  ///
  /// - Parameters:
  ///   - target: Where to land.
  ///   - cause: Who asked: the app by default, ``TransitionCause/deepLink`` for links.
  /// - Returns: The outcome; guards may deny or redirect.
  @discardableResult
  public func navigate(to target: NavigationTarget<Schema>, cause: TransitionCause = .app)
    async -> Outcome
  {
    let policies = policies
    return await performExact(cause) { try $0.navigate(to: target, policies: policies) }
  }

  /// Removes the entries that show a deleted item, as one transition; see
  /// ``NavigationState/removeEntries(where:)``.
  @discardableResult
  public func removeEntries(where predicate: @escaping (NavigationEntry<Schema>) -> Bool)
    async -> Outcome
  {
    await perform { $0.removeEntries(where: predicate) }
  }

  /// Changes an entry's options in place; see ``NavigationState/updateOptions(of:_:)``.
  @discardableResult
  public func updateOptions(
    of id: EntryID, _ change: @escaping (inout EntryOptions<Schema.Selection>) -> Void
  ) async -> Outcome {
    await perform { try $0.updateOptions(of: id, change) }
  }
}
