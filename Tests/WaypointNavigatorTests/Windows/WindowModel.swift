import Testing
import WaypointCore
import WaypointLinks
import WaypointNavigator
import WaypointTestSupport

/// What a window registry should do, written out plainly.
///
/// It says which window each way in is handed to, which windows come
/// forward or are asked for, which ways in fail, and which join an equal one
/// already waiting. The property test compares the registry with it, step by step.
///
/// Each window's state is the navigator's, read at the start of a step, then
/// moved by the ways in the model hands over within the step. A window
/// starts from its restored state, and one not ready yet holds every way in
/// until it is: the launch order is restoration first, then the ways in in
/// arrival order.
struct WindowModel {
  enum Rule: CaseIterable { case frontmost, showing, newWindow, custom }

  /// A way in the test opened: itself, where it leads, and whether its
  /// pattern defers it.
  struct Link {
    let wayIn: WayIn
    let target: NavigationTarget<LinkApp>
    let isDeferred: Bool
  }

  let rule: Rule
  let opensWindows: Bool
  /// Open windows, frontmost first.
  private(set) var order: [WindowID] = []
  private(set) var states: [WindowID: NavigationState<LinkApp>] = [:]
  private var used: Set<WindowID> = []
  private var links: [Int: Link] = [:]
  /// Links waiting for a window (`nil`: the first to open), in arrival order.
  private(set) var waiting: [(link: Int, window: WindowID?)] = []
  /// Ways in a window's navigator holds, in arrival order: all of them
  /// until it is ready, then the deferred ones while something is presented.
  private var held: [WindowID: [Int]] = [:]
  /// The windows whose navigators are ready for ways in.
  private var ready: Set<WindowID> = []
  /// Links waiting for a new window to be asked for them: one is asked for at a time.
  private var waitingForARequest: [Int] = []
  /// The windows asked for that have not opened.
  private var requested: Set<WindowID> = []
  /// Each way in that joined an equal one already waiting, and the one it joined.
  private(set) var joined: [Int: Int] = [:]
  /// Links that asked for a new window in this step, in order, each with
  /// its place in ``shown``: the registry shows a new window as it asks for
  /// it, before the identity it made is known here.
  private var newRequests: [Int] = []
  private var newRequestPlaces: [Int] = []
  private(set) var deliveries: [Delivery] = []
  private(set) var shown: [WindowID] = []
  private(set) var failed: Set<Int> = []
  /// How many times a link waited for the first window to open.
  private(set) var waitedForTheFirstWindow = 0

  struct Delivery: Hashable {
    let link: Int
    let window: WindowID
  }

  init(rule: Rule, opensWindows: Bool) {
    self.rule = rule
    self.opensWindows = opensWindows
  }

  /// The registry's rule this model describes.
  var windowRule: WindowRule<LinkApp> {
    switch rule {
    case .frontmost: .frontmost
    case .showing: .showing
    case .newWindow: .newWindow
    case .custom: .custom { target, windows in Self.custom(target, windows.map(\.id)) }
    }
  }

  /// The custom rule of the test: give one Pokémon no window, name a window that may
  /// be gone for another, send berries to the backmost window, and anything
  /// else to a new window.
  static func custom(_ target: NavigationTarget<LinkApp>, _ windows: [WindowID]) -> WindowChoice {
    let routes = target.stack?.map(\.route) ?? []
    if routes == [.pokemon(id: 3)] { return .fail(reason: "Not #3.") }
    if routes == [.pokemon(id: 2)] { return .window(WindowID("w0")) }
    if target.tab == .berries, let last = windows.last { return .window(last) }
    return .newWindow
  }

  /// Reads what the navigators did on their own since the last step: their
  /// states, whether they navigated, and the held links that opened.
  @MainActor mutating func sync(_ navigators: [WindowID: Navigator<LinkApp>]) {
    for id in order {
      guard let navigator = navigators[id] else { continue }
      states[id] = navigator.currentState
      if navigator.version > 0 { used.insert(id) }
      if ready.contains(id), navigator.currentState.presentations.isEmpty { held[id] = [] }
    }
  }

  // MARK: What the app does

  mutating func open(_ number: Int, _ link: Link?) {
    guard let link else {
      failed.insert(number)
      return
    }
    links[number] = link
    place(number)
  }

  /// A window opens from its restored state, ready for ways in or not, and
  /// takes the ways in waiting for it.
  mutating func register(_ id: WindowID, state: NavigationState<LinkApp>, isReady: Bool = true) {
    let isFirst = order.isEmpty
    order.append(id)
    states[id] = state
    if isReady { ready.insert(id) }
    let wasRequested = requested.remove(id) != nil
    let claimed = waiting.filter { $0.window == id || (isFirst && $0.window == nil) }
    waiting.removeAll { $0.window == id || (isFirst && $0.window == nil) }
    for entry in claimed { deliver(entry.link, to: id) }
    if wasRequested { askForNextWindow() }
  }

  /// Asks for a window for the oldest link waiting for one, when no request is out.
  private mutating func askForNextWindow() {
    guard requested.isEmpty, newRequests.isEmpty, !waitingForARequest.isEmpty else { return }
    newRequests.append(waitingForARequest.removeFirst())
    newRequestPlaces.append(shown.count)
    shown.append(WindowID("requested"))
  }

  mutating func unregister(_ id: WindowID) {
    order.removeAll { $0 == id }
    ready.remove(id)
    let handedBack = held.removeValue(forKey: id) ?? []
    for link in handedBack { place(link) }
  }

  /// A window's app says it is ready: the ways in it holds open in arrival
  /// order, each deferred one waiting again while something is presented.
  mutating func markReady(_ id: WindowID) {
    guard !ready.contains(id) else { return }
    ready.insert(id)
    let holding = held.removeValue(forKey: id) ?? []
    for number in holding { open(number, in: id) }
  }

  /// Whether an equal way in waits already, so `number` joins it.
  ///
  /// One waiting for a window in the registry, or held by `window`'s
  /// navigator; the one waiting takes the newest place: the user's newest
  /// request.
  private mutating func joins(_ number: Int, heldBy window: WindowID? = nil) -> Bool {
    guard let wayIn = links[number]?.wayIn else { return false }
    let links = links
    let same = { (link: Int) in links[link]?.wayIn == wayIn }
    if let window {
      guard let original = held[window]?.first(where: same) else { return false }
      held[window]?.removeAll { $0 == original }
      held[window]?.append(original)
      joined[number] = original
      return true
    }
    if let index = waiting.firstIndex(where: { same($0.link) }) {
      let entry = waiting.remove(at: index)
      waiting.append(entry)
      joined[number] = entry.link
    } else if let index = waitingForARequest.firstIndex(where: same) {
      let original = waitingForARequest.remove(at: index)
      waitingForARequest.append(original)
      joined[number] = original
    } else if let original = newRequests.first(where: same) {
      joined[number] = original
    } else {
      return false
    }
    return true
  }

  mutating func activate(_ id: WindowID) {
    order.removeAll { $0 == id }
    order.insert(id, at: 0)
  }

  /// Learns the identities the registry made for this step's new windows.
  mutating func bind(requested ids: [WindowID]) {
    #expect(ids.count == newRequests.count, "asked for \(ids) for links \(newRequests)")
    for (index, (id, link)) in zip(ids, newRequests).enumerated() {
      waiting.append((link, id))
      requested.insert(id)
      shown[newRequestPlaces[index]] = id
    }
    newRequests = []
    newRequestPlaces = []
  }

  // MARK: The rules

  private mutating func place(_ number: Int) {
    guard let front = order.first, let link = links[number] else {
      if joins(number) { return }
      waitedForTheFirstWindow += 1
      return waiting.append((number, nil))
    }
    switch choice(for: link.target, front: front) {
    case .window(let id):
      guard order.contains(id) else {
        failed.insert(number)
        return
      }
      deliver(number, to: id)
    case .newWindow:
      guard opensWindows else { return deliver(number, to: front) }
      if joins(number) { return }
      waitingForARequest.append(number)
      askForNextWindow()
    case .fail:
      failed.insert(number)
    }
  }

  private func choice(for target: NavigationTarget<LinkApp>, front: WindowID) -> WindowChoice {
    switch rule {
    case .frontmost:
      return .window(front)
    case .showing:
      return .window(order.first { shows(states[$0], target) } ?? front)
    case .newWindow:
      return order.first { !used.contains($0) }.map { .window($0) } ?? .newWindow
    case .custom:
      return Self.custom(target, order)
    }
  }

  /// Whether a state holds the target's routes at the bottom of its tab's
  /// stack; the test's links name a tab and no presentation.
  private func shows(_ state: NavigationState<LinkApp>?, _ target: NavigationTarget<LinkApp>)
    -> Bool
  {
    guard let state, let tab = target.tab, let routes = target.stack?.map(\.route) else {
      return false
    }
    let stack = state.stack(at: .tab(tab))?.map(\.route) ?? []
    return stack.count >= routes.count && Array(stack.prefix(routes.count)) == routes
  }

  private mutating func deliver(_ number: Int, to id: WindowID) {
    deliveries.append(Delivery(link: number, window: id))
    used.insert(id)
    if order.first != id {
      activate(id)
      if opensWindows { shown.append(id) }
    }
    guard ready.contains(id) else {
      if !joins(number, heldBy: id) { held[id, default: []].append(number) }
      return
    }
    open(number, in: id)
  }

  /// A ready window's navigator opens a way in: it lands, or waits while
  /// something is presented if its pattern defers it.
  private mutating func open(_ number: Int, in id: WindowID) {
    guard let link = links[number] else { return }
    if link.isDeferred, states[id]?.presentations.isEmpty == false {
      if !joins(number, heldBy: id) { held[id, default: []].append(number) }
      return
    }
    land(link, in: id)
    // What waited for the presentations to go opens once they have.
    guard states[id]?.presentations.isEmpty == true else { return }
    for waitingLink in held.removeValue(forKey: id) ?? [] {
      if let link = links[waitingLink] { land(link, in: id) }
    }
  }

  private mutating func land(_ link: Link, in id: WindowID) {
    _ = try? states[id]?.navigate(to: link.target)
  }
}
