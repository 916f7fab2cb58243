extension NavigationState {
  /// Makes a stack hold exactly `routes`, each with default options; see
  /// ``replaceStack(with:keepingCommonPrefix:in:policy:)-([StackElement<Schema>],_,_,_)``.
  @discardableResult
  public mutating func replaceStack(
    with routes: [Schema.Route], keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil, policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try replaceStack(
      with: routes.map { StackElement($0) }, keepingCommonPrefix: keepingCommonPrefix,
      in: location, policy: policy)
  }

  /// Makes a stack hold exactly `elements`, routes with their options.
  ///
  /// By default the longest common prefix of routes keeps its entries (and identities, so results,
  /// unsaved marks and selections survive) and takes the options of `elements`; the rest is popped
  /// and the new tail pushed. With `keepingCommonPrefix: false` every entry is new and the change
  /// animates as one push over the old top (push-and-clear, like UIKit's
  /// `setViewControllers(_:animated:)`).
  ///
  /// - Parameters:
  ///   - elements: The routes and options the stack should hold, bottom first.
  ///   - keepingCommonPrefix: Whether entries over the common prefix of routes stay.
  ///   - location: The stack; `nil` for the active stack.
  ///   - policy: The depth limit.
  /// - Returns: A pop, updates and pushes (the minimal change) when keeping the prefix; one replace
  ///   step otherwise; none when nothing changes.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)`` or an unknown
  ///   location.
  @discardableResult
  public mutating func replaceStack(
    with elements: [StackElement<Schema>],
    keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil,
    policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(
      try planReplaceStack(
        with: elements, keepingCommonPrefix: keepingCommonPrefix, in: location, policy: policy))
  }

  /// Replaces the top entry with a new one, animated as a push (pop-and-push).
  ///
  /// - Parameters:
  ///   - route: What the new top screen shows.
  ///   - options: The new entry's options.
  ///   - location: The stack; `nil` for the active stack.
  /// - Returns: One replace step.
  /// - Throws: ``NavigationError/stackIsEmpty(_:)`` or an unknown location.
  @discardableResult
  public mutating func replaceTop(
    with route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(try planReplaceTop(with: route, options: options, in: location))
  }

  /// The transition of
  /// ``replaceStack(with:keepingCommonPrefix:in:policy:)-([StackElement<Schema>],_,_,_)``, planned
  /// without changing the state.
  package func planReplaceStack(
    with elements: [StackElement<Schema>], keepingCommonPrefix: Bool,
    in location: StackLocation<Schema>?, policy: NavigationPolicy
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    try checkDepth(elements.count, at: location, limits: policy.limits)
    let old = entries(at: location)
    var identities = identities
    let steps: [Step<Schema>]
    if keepingCommonPrefix {
      steps = Self.stackChanges(from: old, to: elements, at: location, &identities).all
    } else {
      guard !old.isEmpty || !elements.isEmpty else { return transition([]) }
      steps = [.replace(location, removed: old, pushed: elements.map { identities.entry($0) })]
    }
    return transition(steps, identities)
  }

  /// The transition of ``replaceTop(with:options:in:)``, planned without changing the state.
  package func planReplaceTop(
    with route: Schema.Route, options: EntryOptions<Schema.Selection>,
    in location: StackLocation<Schema>?
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    guard let top = stack(at: location)?.last else { throw .stackIsEmpty(location) }
    var identities = identities
    let entry = identities.entry(StackElement(route, options: options))
    return transition([.replace(location, removed: [top], pushed: [entry])], identities)
  }

  /// The steps that make a stack of `current` entries hold `elements`: the entries over the common
  /// prefix of routes stay (taking the elements' options), the rest is popped, and fresh entries
  /// are pushed for the new tail.
  ///
  /// One pass compares the routes, once each, and the entries that stay are never copied: the cost
  /// is one comparison per kept entry and the steps of what changes, whatever the depth.
  ///
  /// - Complexity: O(*k* + *c*) for *k* entries kept and *c* changed.
  static func stackChanges(
    from current: [NavigationEntry<Schema>], to elements: [StackElement<Schema>],
    at location: StackLocation<Schema>, _ identities: inout IdentityAllocator
  ) -> StackChanges {
    let (common, changedOptions) = compare(current, elements)
    var changes = StackChanges()
    changes.pops = pops(of: current, keeping: common, at: location)
    changes.updates = changedOptions.map { index in
      var updated = current[index]
      updated.options = elements[index].options
      return .update(location, from: current[index], to: updated)
    }
    changes.pushes = elements[common...].map { .push(location, identities.entry($0)) }
    return changes
  }

  /// How many entries from the bottom have the routes of `elements`, and which of those take other
  /// options.
  ///
  /// Entries and elements are read in place, through pointers, and their options are told apart by
  /// the lock, the return point and whether they hold a selection, which need no generic code;
  /// selections are compared only where both hold one. A transition source tells how a screen was
  /// opened, which a target does not change, so it is not compared. Unspecialised generic code copies a value it hands to a
  /// function and looks up metadata for each call; comparing whole options with `==`, as the
  /// planner did, cost over a thousand instructions an entry, and a target of the whole deep path
  /// grew with its depth.
  private static func compare(
    _ current: [NavigationEntry<Schema>], _ elements: [StackElement<Schema>]
  ) -> (common: Int, changedOptions: [Int]) {
    var changedOptions: [Int] = []
    var index = 0
    current.withUnsafeBufferPointer { current in
      elements.withUnsafeBufferPointer { elements in
        guard let entries = current.baseAddress, let targets = elements.baseAddress else { return }
        let routes = RouteBytes(entries: current, elements: elements)
        let limit = min(current.count, elements.count)
        while index < limit {
          let entry = entries + index
          let element = targets + index
          guard
            routes.areSame(at: index)
              || entry.pointee.route == element.pointee.route
          else { break }
          // Part by part, without copying the options.
          let hasSelection = entry.pointee.options.hasSelection
          if entry.pointee.options.isBackLocked != element.pointee.options.isBackLocked
            || hasSelection != element.pointee.options.hasSelection
            || (hasSelection
              && entry.pointee.options.selection != element.pointee.options.selection)
            || entry.pointee.options.returnPoint != element.pointee.options.returnPoint
          {
            changedOptions.append(index)
          }
          index += 1
        }
      }
    }
    return (index, changedOptions)
  }

  /// Whether the routes of an entry and an element lie the same in memory: two routes that do are
  /// equal (equality is reflexive), which tells most kept routes apart without `==`.
  ///
  /// Unspecialised code calls a route's `==` with copies of both routes, which with a `String`
  /// payload cost some 110 instructions an entry; a route is the first field of an entry and of an
  /// element, so its bytes start where theirs do. Equal routes that lie differently (a string's
  /// own storage, padding) still meet `==`.
  private struct RouteBytes {
    let entries: UnsafeRawBufferPointer
    let elements: UnsafeRawBufferPointer
    let size = MemoryLayout<Schema.Route>.size
    let entryStride = MemoryLayout<NavigationEntry<Schema>>.stride
    let elementStride = MemoryLayout<StackElement<Schema>>.stride

    init(
      entries: UnsafeBufferPointer<NavigationEntry<Schema>>,
      elements: UnsafeBufferPointer<StackElement<Schema>>
    ) {
      self.entries = UnsafeRawBufferPointer(entries)
      self.elements = UnsafeRawBufferPointer(elements)
    }

    /// Whether the route of the entry and the element at `index` lie the same.
    func areSame(at index: Int) -> Bool {
      let (start, other) = (index * entryStride, index * elementStride)
      var offset = 0
      while offset + 8 <= size {
        guard
          entries.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self)
            == elements.loadUnaligned(fromByteOffset: other + offset, as: UInt64.self)
        else { return false }
        offset += 8
      }
      while offset < size {
        guard entries[start + offset] == elements[other + offset] else { return false }
        offset += 1
      }
      return true
    }
  }
}
