package import WaypointCore

/// One randomly chosen operation with its arguments, applied to a state that
/// has only the `home` and `search` tabs (so `settings` is an unknown tab).
package enum RandomOperation {
  /// Which stack an operation names: the active one, a tab, or the presentation
  /// at an index (an index past the end names a presentation that is not up).
  package enum Place { case active, tab(TestApp.Tab), presentation(Int) }

  case push(TestApp.Route, EntryOptions<String>, NavigationPolicy.DuplicatePush, Place)
  case pushMany([TestApp.Route], Place)
  case pop(Place)
  case popCount(Int, Place)
  case popToRoot(Place)
  case popToEntry(index: Int)
  case popToFirst(TestApp.Route, Place)
  case popToLast(TestApp.Route, Place)
  case replaceStack([TestApp.Route], Place)
  case replaceTop(TestApp.Route, Place)
  case replaceStackFresh([TestApp.Route], Place)
  case selectTab(TestApp.Tab, NavigationPolicy.TabReselection)
  case present(TestApp.Route, PresentationStyle, [TestApp.Route])
  case dismiss
  case dismissPresentation(index: Int)
  case dismissAll
  case navigate(
    TestApp.Tab?, [TestApp.Route], [(PresentationStyle, TestApp.Route, [TestApp.Route])])
  case remove(TestApp.Route)
  case updateSelection(index: Int, String?)
  case userPop(Place)
  case finish(index: Int)

  package static let tabs: [TestApp.Tab] = [.home, .search]
  package static let policy = NavigationPolicy(
    limits: NavigationLimits(maximumDepth: 6, maximumPresentations: 3))

  /// Draws an operation from a seed.
  package init(seed: Int) {
    var rng = SplitMix64(seed: seed)
    self = Self.draw(using: &rng)
  }

  private static func draw(using rng: inout SplitMix64) -> RandomOperation {
    let route = { (rng: inout SplitMix64) -> TestApp.Route in
      [.list, .about, .detail(Int.random(in: 1...3, using: &rng)), .edit(1)].randomElement(
        using: &rng) ?? .list
    }
    let routes = { (rng: inout SplitMix64) -> [TestApp.Route] in
      (0..<Int.random(in: 0...4, using: &rng)).map { _ in route(&rng) }
    }
    let place = { (rng: inout SplitMix64) -> Place in
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: .tab(.settings)
      case 1...2: .tab(.random(using: &rng))
      case 3...4: .presentation(Int.random(in: 0...3, using: &rng))
      default: .active
      }
    }
    switch Int.random(in: 0..<21, using: &rng) {
    case 0:
      let options = EntryOptions<String>(
        isBackLocked: Int.random(in: 0..<5, using: &rng) == 0,
        selection: Bool.random(using: &rng) ? nil : "\(Int.random(in: 0...2, using: &rng))")
      return .push(
        route(&rng), options,
        NavigationPolicy.DuplicatePush.allCases.randomElement(using: &rng) ?? .updateTop,
        place(&rng))
    case 1: return .pushMany(routes(&rng), place(&rng))
    case 2: return .pop(place(&rng))
    case 3: return .popCount(Int.random(in: 1...4, using: &rng), place(&rng))
    case 4: return .popToRoot(place(&rng))
    case 5: return .popToEntry(index: Int.random(in: 0...5, using: &rng))
    case 6: return .popToFirst(route(&rng), place(&rng))
    case 7: return .popToLast(route(&rng), place(&rng))
    case 8: return .replaceStack(routes(&rng), place(&rng))
    case 9: return .replaceTop(route(&rng), place(&rng))
    case 10: return .replaceStackFresh(routes(&rng), place(&rng))
    case 11:
      let tab: TestApp.Tab =
        Int.random(in: 0..<6, using: &rng) == 0 ? .settings : .random(using: &rng)
      return .selectTab(tab, Bool.random(using: &rng) ? .popToRoot : .ignore)
    case 12:
      return .present(
        route(&rng), PresentationStyle.allCases.randomElement(using: &rng) ?? .sheet, routes(&rng))
    case 13: return .dismiss
    case 14: return .dismissPresentation(index: Int.random(in: 0...3, using: &rng))
    case 15: return .dismissAll
    case 16:
      let tab: TestApp.Tab? = [nil, .home, .search, .settings].randomElement(using: &rng) ?? nil
      let modals = (0..<Int.random(in: 0...2, using: &rng)).map { _ in
        (PresentationStyle.sheet, route(&rng), routes(&rng))
      }
      return .navigate(tab, routes(&rng), modals)
    case 17: return .remove(route(&rng))
    case 18:
      return .updateSelection(
        index: Int.random(in: 0...5, using: &rng), Bool.random(using: &rng) ? "s" : nil)
    case 19: return .finish(index: Int.random(in: 0...5, using: &rng))
    default: return .userPop(place(&rng))
    }
  }
}

extension TestApp.Tab {
  package static func random(using rng: inout SplitMix64) -> TestApp.Tab {
    Bool.random(using: &rng) ? .home : .search
  }
}

extension RandomOperation {
  /// Resolves a place against the real state: presentation indexes become identities.
  package func location(_ place: Place, in state: TestState) -> StackLocation<TestApp>? {
    switch place {
    case .active: nil
    case .tab(let tab): .tab(tab)
    case .presentation(let index):
      .presentation(
        index < state.presentations.count
          ? state.presentations[index].id : PresentationID(rawValue: 999_999))
    }
  }

  /// The entry an index picks on the active stack: an entry, then the root of a
  /// presentation, then an identity nobody has.
  package func entryID(at index: Int, in state: TestState) -> EntryID {
    let stack = state.activeStack
    if index < stack.count { return stack[index].id }
    if index == stack.count, let root = state.root(at: state.activeLocation) { return root.id }
    return EntryID(rawValue: 888_888)
  }

  /// Performs the operation with Waypoint.
  package func run(on state: inout TestState) throws -> StateTransition<TestApp> {
    let policy = Self.policy
    switch self {
    case .push(let route, let options, let duplicate, let place):
      var custom = policy
      custom.duplicatePush = duplicate
      return try state.push(
        route, options: options, in: location(place, in: state), policy: custom)
    case .pushMany(let routes, let place):
      return try state.push(contentsOf: routes, in: location(place, in: state), policy: policy)
    case .pop(let place): return try state.pop(in: location(place, in: state))
    case .popCount(let count, let place):
      return try state.pop(count: count, in: location(place, in: state))
    case .popToRoot(let place): return try state.popToRoot(in: location(place, in: state))
    case .popToEntry(let index): return try state.pop(to: entryID(at: index, in: state))
    case .popToFirst(let route, let place):
      return try state.pop(toMatch: route, in: location(place, in: state), fromTop: false)
    case .popToLast(let route, let place):
      return try state.pop(toMatch: route, in: location(place, in: state), fromTop: true)
    case .replaceStack(let routes, let place):
      return try state.replaceStack(
        with: routes, in: location(place, in: state), policy: policy)
    case .replaceTop(let route, let place):
      return try state.replaceTop(with: route, in: location(place, in: state))
    case .replaceStackFresh(let routes, let place):
      return try state.replaceStack(
        with: routes, keepingCommonPrefix: false, in: location(place, in: state), policy: policy
      )
    case .selectTab(let tab, let reselection):
      var custom = policy
      custom.tabReselection = reselection
      return try state.selectTab(tab, policy: custom)
    case .present(let route, let style, let path):
      return try state.present(
        route, style: style, stack: path.map { StackElement($0) }, policy: policy)
    case .dismiss: return try state.dismiss()
    case .dismissPresentation(let index):
      let id =
        index < state.presentations.count
        ? state.presentations[index].id : PresentationID(rawValue: 999_999)
      return try state.dismiss(id)
    case .dismissAll: return state.dismissAll()
    case .navigate(let tab, let path, let modals):
      let target = NavigationTarget<TestApp>(
        tab: tab, routes: path,
        presentations: modals.map {
          .init(StackElement($0.1), style: $0.0, stack: $0.2.map { StackElement($0) })
        })
      return try state.navigate(to: target, policy: policy)
    case .remove(let route): return state.removeEntries { $0.route == route }
    case .updateSelection(let index, let selection):
      return try state.updateOptions(of: entryID(at: index, in: state)) { $0.selection = selection }
    case .userPop(let place):
      let location = location(place, in: state)
      return try state.perform(.user) { try $0.pop(in: location) }
    case .finish(let index): return try state.finish(entryID(at: index, in: state))
    }
  }
}

extension NavigationState where Schema == TestApp {
  /// Pops to the first or last entry showing `route`, a presentation's root
  /// included, as an app finds an entry and pops to it; refused with the
  /// state's own error when the location is unknown or nothing matches.
  fileprivate mutating func pop(
    toMatch route: TestApp.Route, in location: StackLocation<TestApp>?, fromTop: Bool
  ) throws(NavigationError<TestApp>) -> StateTransition<TestApp> {
    try pop(count: 0, in: location)  // refuses an unknown location
    let location = location ?? activeLocation
    let root = location.presentationID.flatMap { presentation($0)?.root }
    let candidates = (root.map { [$0] } ?? []) + (stack(at: location) ?? [])
    let match =
      fromTop
      ? candidates.last { $0.route == route } : candidates.first { $0.route == route }
    guard let match else { throw .unknownEntry(EntryID(rawValue: 0), in: location) }
    return try pop(to: match.id, in: location)
  }
}

extension StackLocation {
  fileprivate var presentationID: PresentationID? {
    if case .presentation(let id) = self { return id }
    return nil
  }
}
