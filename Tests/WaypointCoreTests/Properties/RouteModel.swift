import WaypointTestSupport

@testable import WaypointCore

/// A naive reference model of what the user sees: routes only, no identities,
/// no steps.
///
/// Each operation is re-implemented here in the most direct way, and
/// the property tests check that Waypoint lands on the same routes.
struct RouteModel: Equatable {
  struct Modal: Equatable {
    var style: PresentationStyle
    var root: TestApp.Route
    var stack: [TestApp.Route]
  }

  enum Location: Equatable {
    case tab(TestApp.Tab)
    case modal(Int)
  }

  var tabs: [TestApp.Tab]
  var selected: TestApp.Tab
  var stacks: [TestApp.Tab: [TestApp.Route]]
  var presentations: [Modal]

  init(_ state: TestState) {
    tabs = state.tabs
    selected = state.selectedTab
    stacks = Dictionary(
      uniqueKeysWithValues: state.tabs.map { ($0, state.stack(at: .tab($0))?.map(\.route) ?? []) })
    presentations = state.presentations.map {
      Modal(style: $0.style, root: $0.root.route, stack: $0.stack.map(\.route))
    }
  }

  private var maxDepth: Int { RandomOperation.policy.limits.maximumDepth ?? .max }
  private var maxModals: Int { RandomOperation.policy.limits.maximumPresentations ?? .max }

  func resolve(_ place: RandomOperation.Place) -> Location? {
    switch place {
    // A dialog holds no stack: the active one is beneath it.
    case .active:
      presentations.lastIndex { !$0.style.isDialog }.map { .modal($0) } ?? .tab(selected)
    case .tab(let tab): tabs.contains(tab) ? .tab(tab) : nil
    case .presentation(let index):
      index < presentations.count && !presentations[index].style.isDialog ? .modal(index) : nil
    }
  }

  subscript(location: Location) -> [TestApp.Route] {
    get {
      switch location {
      case .tab(let tab): stacks[tab] ?? []
      case .modal(let index): presentations[index].stack
      }
    }
    set {
      switch location {
      case .tab(let tab): stacks[tab] = newValue
      case .modal(let index): presentations[index].stack = newValue
      }
    }
  }

  func root(_ location: Location) -> TestApp.Route? {
    if case .modal(let index) = location { return presentations[index].root }
    return nil
  }

  /// What the model expects after `operation`: the routes it lands on, a
  /// refusal, or `unknown` for what a routes-only model cannot judge (back
  /// locks and selections are invisible to it).
  func expected(after operation: RandomOperation) -> Expectation {
    var next = self
    return next.apply(operation)
  }

  enum Expectation: Equatable {
    case lands(RouteModel)
    case refused
    case unknown
  }

  private mutating func apply(_ operation: RandomOperation) -> Expectation {
    switch operation {
    case .push(let route, _, let duplicate, let place):
      guard let location = resolve(place) else { return .refused }
      if (self[location].last ?? root(location)) == route, duplicate != .pushAnyway {
        return .lands(self)
      }
      return grow(location, to: self[location] + [route])
    case .pushMany(let routes, let place):
      guard let location = resolve(place) else { return .refused }
      return grow(location, to: self[location] + routes)
    case .pop(let place), .popCount(1, let place): return drop(1, at: place)
    case .popCount(let count, let place): return drop(count, at: place)
    case .popToRoot(let place):
      guard let location = resolve(place) else { return .refused }
      self[location] = []
    case .popToEntry(let index):
      guard let location = resolve(.active) else { return .refused }
      if index < self[location].count {
        self[location] = Array(self[location].prefix(index + 1))
      } else if index == self[location].count, root(location) != nil {
        self[location] = []
      } else {
        return .refused
      }
    case .popToFirst(let route, let place): return popToMatch(route, at: place, fromTop: false)
    case .popToLast(let route, let place): return popToMatch(route, at: place, fromTop: true)
    case .replaceStack(let routes, let place), .replaceStackFresh(let routes, let place):
      guard let location = resolve(place) else { return .refused }
      return grow(location, to: routes)
    case .replaceTop(let route, let place):
      guard let location = resolve(place), !self[location].isEmpty else { return .refused }
      self[location][self[location].count - 1] = route
    case .selectTab(let tab, let reselection):
      guard tabs.contains(tab) else { return .refused }
      if tab != selected { selected = tab } else if reselection == .popToRoot { stacks[tab] = [] }
    case .present(let route, let style, let path):
      // Presenting what is on top again is a double tap: the default policy keeps it.
      if let top = presentations.last, top.style == style, top.root == route, top.stack.isEmpty,
        path.isEmpty
      {
        return .lands(self)
      }
      guard presentations.last?.style.isDialog != true, !style.isDialog || path.isEmpty,
        presentations.count < maxModals, path.count <= maxDepth
      else { return .refused }
      presentations.append(Modal(style: style, root: route, stack: path))
    case .dismiss:
      guard !presentations.isEmpty else { return .refused }
      presentations.removeLast()
    case .dismissPresentation(let index):
      guard index < presentations.count else { return .refused }
      presentations.removeSubrange(index...)
    case .dismissAll: presentations = []
    case .navigate(let tab, let path, let targetModals):
      let tab = tab ?? selected
      guard tabs.contains(tab), path.count <= maxDepth, targetModals.count <= maxModals,
        targetModals.allSatisfy({ $0.2.count <= maxDepth })
      else { return .refused }
      selected = tab
      stacks[tab] = path
      presentations = targetModals.map { Modal(style: $0.0, root: $0.1, stack: $0.2) }
    case .remove(let route):
      for tab in tabs { stacks[tab]?.removeAll { $0 == route } }
      if let first = presentations.firstIndex(where: { $0.root == route }) {
        presentations.removeSubrange(first...)
      }
      for index in presentations.indices { presentations[index].stack.removeAll { $0 == route } }
    case .finish(let index):
      guard let location = resolve(.active) else { return .refused }
      if index < self[location].count {
        self[location] = Array(self[location].prefix(index))
      } else if index == self[location].count, case .modal(let modal) = location {
        presentations.removeSubrange(modal...)  // with the dialog over it, if one is up
      } else {
        return .refused
      }
    case .updateSelection: return .unknown
    case .userPop: return .unknown
    }
    return .lands(self)
  }

  private mutating func grow(_ location: Location, to routes: [TestApp.Route]) -> Expectation {
    guard routes.count <= maxDepth else { return .refused }
    self[location] = routes
    return .lands(self)
  }

  private mutating func drop(_ count: Int, at place: RandomOperation.Place) -> Expectation {
    guard let location = resolve(place), !self[location].isEmpty, count <= self[location].count
    else {
      return .refused
    }
    self[location].removeLast(count)
    return .lands(self)
  }

  private mutating func popToMatch(
    _ route: TestApp.Route, at place: RandomOperation.Place, fromTop: Bool
  )
    -> Expectation
  {
    guard let location = resolve(place) else { return .refused }
    let candidates = (root(location).map { [$0] } ?? []) + self[location]
    guard let index = fromTop ? candidates.lastIndex(of: route) : candidates.firstIndex(of: route)
    else {
      return .refused
    }
    let kept = Array(candidates.prefix(index + 1))
    self[location] = root(location) == nil ? kept : Array(kept.dropFirst())
    return .lands(self)
  }
}
