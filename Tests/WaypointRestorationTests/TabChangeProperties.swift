import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// Random tab changes (add, remove, hide, show, reorder, select, push, and a
/// snapshot round trip among them) against a reference model: a tab that
/// still exists never loses its stack.
@Suite struct TabChangeProperties {
  typealias Tab = TestApp.Tab

  /// What the tab bar should be: plain values, changed by the rules the
  /// operations promise.
  struct Model {
    var tabs: [Tab] = Tab.allCases
    var stacks: [Tab: [TestApp.Route]] = [.home: [], .search: [], .settings: []]
    var hidden = Set<Tab>()
    var selected = Tab.home

    /// Moves the selection off a tab that left or hid.
    mutating func settle() {
      if !tabs.contains(selected) || hidden.contains(selected),
        let visible = tabs.first(where: { !hidden.contains($0) })
      {
        selected = visible
      }
    }

    func check(_ state: TestState, _ step: String) {
      #expect(state.tabs == tabs, "\(step)")
      #expect(state.hiddenTabs == hidden, "\(step)")
      #expect(state.selectedTab == selected, "\(step)")
      for tab in tabs { #expect(state.routes(.tab(tab)) == stacks[tab], "\(step): \(tab)") }
      #expect(state.invariantViolations().isEmpty, "\(step)")
    }
  }

  static let coder = SnapshotCoder<TestApp>(tabs: Tab.allCases)

  /// Runs one random change on both; a change the model refuses must throw
  /// and leave the state as it was.
  static func run(_ seed: Int, on state: inout TestState, _ model: inout Model) -> String {
    var rng = SplitMix64(seed: seed)
    let tab = Tab.allCases.randomElement(using: &rng) ?? .home
    let before = state
    func arrange(_ tabs: [Tab], hidden: Set<Tab>) {
      guard !tabs.isEmpty, tabs.contains(where: { !hidden.contains($0) }) else {
        #expect(throws: TestError.self) { try state.arrangeTabs(tabs, hidden: hidden) }
        #expect(state == before)
        return
      }
      #expect(throws: Never.self) { try state.arrangeTabs(tabs, hidden: hidden) }
      for gone in model.tabs where !tabs.contains(gone) { model.stacks[gone] = nil }
      for new in tabs where model.stacks[new] == nil { model.stacks[new] = [] }
      (model.tabs, model.hidden) = (tabs, hidden)
      model.settle()
    }
    switch Int.random(in: 0..<8, using: &rng) {
    case 0:
      guard !model.tabs.contains(tab) else { return "skip" }
      var tabs = model.tabs
      tabs.insert(tab, at: Int.random(in: 0...tabs.count, using: &rng))
      arrange(tabs, hidden: model.hidden)
      return "add \(tab)"
    case 1:
      arrange(model.tabs.filter { $0 != tab }, hidden: model.hidden.subtracting([tab]))
      return "remove \(tab)"
    case 2:
      guard model.tabs.contains(tab) else { return "skip" }
      arrange(model.tabs, hidden: model.hidden.union([tab]))
      return "hide \(tab)"
    case 3:
      arrange(model.tabs, hidden: model.hidden.subtracting([tab]))
      return "show \(tab)"
    case 4:
      arrange(model.tabs.shuffled(using: &rng), hidden: model.hidden)
      return "reorder"
    case 5:
      if !model.tabs.contains(tab) {
        #expect(navigationError { try state.selectTab(tab) } == .unknownTab(tab))
      } else if model.hidden.contains(tab) {
        #expect(navigationError { try state.selectTab(tab) } == .tabHidden(tab))
      } else {
        #expect(throws: Never.self) { try state.selectTab(tab) }
        if model.selected == tab { model.stacks[tab] = [] }
        model.selected = tab
      }
      return "select \(tab)"
    case 6:
      let route = TestApp.Route.detail(Int.random(in: 1...3, using: &rng))
      let policy = NavigationPolicy(duplicatePush: .pushAnyway)
      if model.tabs.contains(tab) {
        #expect(throws: Never.self) { try state.push(route, in: .tab(tab), policy: policy) }
        model.stacks[tab, default: []].append(route)
      } else {
        #expect(navigationError { try state.push(route, in: .tab(tab)) } == .unknownTab(tab))
      }
      return "push on \(tab)"
    default:
      do {
        let restored = try coder.restore(from: try coder.encode(state))
        #expect(restored.issues.isEmpty)
        // Tabs the app knows but the snapshot lacks come back at the end.
        let returned = Tab.allCases.filter { !model.tabs.contains($0) }
        model.tabs += returned
        for tab in returned { model.stacks[tab] = [] }
        var expected = state
        try expected.arrangeTabs(model.tabs)
        #expect(restored.state == expected)
        state = restored.state
      } catch {
        Issue.record("round trip failed: \(error)")
      }
      return "round trip"
    }
  }

  @Test func randomTabChangesNeverLoseAStackOfATabThatStillExists() async {
    await propertyCheck(count: 2_000, input: Gen.int(in: 0...Int.max).array(of: 1...40)) { seeds in
      var state = TestState.fresh
      var model = Model()
      for seed in seeds {
        let step = Self.run(seed, on: &state, &model)
        model.check(state, step)
      }
    }
  }
}
