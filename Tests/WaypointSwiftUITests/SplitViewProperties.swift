#if os(Linux)
  import PropertyBased
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport

  /// Random navigations, row selections, detail pushes and pops, tab taps
  /// and size-class changes on the split test app: once each has settled,
  /// what the host shows (the columns on a regular width, the stack on a
  /// compact one) is exactly the model's stack, every user action did what a
  /// reference model of the columns says, and a change of width never
  /// changes an entry.
  @MainActor @Suite struct SplitViewProperties {
    static let runs = 300

    @Test func theColumnsAndTheCollapsedStackAlwaysShowTheModelsStack() async {
      var actions = 0
      await propertyCheck(count: Self.runs, input: Gen.int(in: 0...Int.max).array(of: 1...20)) {
        seeds in
        actions += await play(seeds)
      }
      #expect(actions > Self.runs * 2)
    }

    /// Plays one random session; returns how many user actions took effect.
    private func play(_ seeds: [Int]) async -> Int {
      let harness = GlueHarness(splitting: TestState.fresh)
      await harness.nextFrame()
      var actions = 0
      for seed in seeds {
        var rng = SplitMix64(seed: seed)
        let before =
          harness.navigator.state.stack(at: .tab(harness.navigator.state.selectedTab)) ?? []
        let expected: [TestApp.Route]?
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1:
          expected = nil
          let operation = RandomOperation(seed: seed)
          if operation.presents { continue }
          _ = await harness.navigator.perform { _ = try operation.run(on: &$0) }.outcome
        case 2:
          expected = before.map(\.route)
          let entries = before.map(\.id)
          harness.host.horizontalSizeClass =
            harness.host.horizontalSizeClass == .compact ? .regular : .compact
          await harness.nextFrame()
          #expect(
            harness.navigator.state.stack(at: .tab(harness.navigator.state.selectedTab))?.map(\.id)
              == entries)
        case 3:
          expected = nil
          try? harness.host.selectTab(TestApp.Tab.allCases.randomElement(using: &rng) ?? .home)
        default:
          expected = userAction(using: &rng, on: harness, before: before)
          if expected != nil { actions += 1 }
        }
        await harness.nextFrame()
        if let expected { #expect(harness.modelRoutes == expected) }
        #expect(harness.shownRoutes == harness.modelRoutes, "shown \(harness.shownRoutes)")
        expectTheDetailShowsTheModelsEntries(harness)
        expectEachListSelectsItsColumnsEntry(harness)
      }
      return actions
    }

    /// One tap or back on the screen as rendered, and the routes the
    /// reference model expects after it; nil when the user could do nothing.
    private func userAction(
      using rng: inout SplitMix64, on harness: GlueHarness, before: [NavigationEntry<TestApp>]
    ) -> [TestApp.Route]? {
      let routes = before.map(\.route)
      let host = harness.host
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        // A row or a link, whichever is on screen.
        let titles = [
          "Row List", "Row About", "Row Detail 1", "Row Detail 2", "Row Detail 3", "Edit 1",
          "Edit 2", "Edit 3",
        ]
        for title in titles.shuffled(using: &rng) {
          guard (try? host.tapLink(title)) != nil else { continue }
          let route = Self.route(titled: title)
          guard case .rowSelection(let column)? = host.writes.last?.target else {
            // A push: the same route on top updates it instead.
            return routes.last == route ? routes : routes + [route]
          }
          // The sidebar's list comes first, then the content column's.
          if routes.count > column, routes[column] == route { return routes }
          if before.dropFirst(column).contains(where: { $0.options.isBackLocked }) { return routes }
          return Array(routes.prefix(column)) + [route]
        }
        return nil
      case 1:
        guard (try? host.swipeBack()) != nil else { return nil }
        return Array(routes.dropLast())
      default:
        let count = host.renderedPath()?.count ?? 0
        let target = Int.random(in: 0...max(count - 1, 0), using: &rng)
        guard (try? host.popBack(toCount: target)) != nil else { return nil }
        let kept = routes.count - (count - target)
        if before.dropFirst(kept).contains(where: { $0.options.isBackLocked }) { return routes }
        return Array(routes.prefix(kept))
      }
    }

    /// The route a "Row …" or "Edit …" title stands for.
    private static func route(titled title: String) -> TestApp.Route {
      let number = Int(title.split(separator: " ").last ?? "") ?? 0
      switch title {
      case "Row List": return .list
      case "Row About": return .about
      case _ where title.hasPrefix("Edit"): return .edit(number)
      default: return .detail(number)
      }
    }

    /// The detail's stack holds the model's own entries, not look-alikes.
    private func expectTheDetailShowsTheModelsEntries(_ harness: GlueHarness) {
      let model =
        harness.navigator.state.stack(at: .tab(harness.navigator.state.selectedTab))?.map(\.id)
        ?? []
      let shown = (harness.host.renderedPath() ?? []).compactMap {
        ($0.base as? PathItem<TestApp>)?.entryID
      }
      #expect(Array(model.suffix(shown.count)) == shown)
    }
  }

  extension SplitViewProperties {
    /// A list in the sidebar selects the stack's first entry; one in the
    /// content column, the second.
    fileprivate func expectEachListSelectsItsColumnsEntry(_ harness: GlueHarness) {
      guard harness.host.splitViewColumnCount != nil else {
        #expect(harness.selectedRows.isEmpty)
        return
      }
      let model = harness.modelRoutes
      for (column, row) in harness.selectedRows.enumerated() {
        #expect(row == (model.indices.contains(column) ? model[column] : nil))
      }
    }
  }

  extension RandomOperation {
    /// Whether the operation may present: the property watches the tabs' stacks.
    fileprivate var presents: Bool {
      switch self {
      case .present, .navigate: true
      default: false
      }
    }
  }
#endif
