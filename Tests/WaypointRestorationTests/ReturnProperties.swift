import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// Random pushes, presents, tab switches, returns, takes, dismissals and
/// snapshot round trips against a reference model: a value is delivered at
/// most once, only to the entry it was returned to, and no stack is lost.
@Suite struct ReturnProperties {
  static let sequences = Gen.int(in: 0...Int.max).array(of: 1...40)

  /// A screen as the model knows it: its identity and its return point.
  struct Screen: Equatable {
    let id: EntryID
    let point: String?
  }

  /// The reference: plain arrays, searched the obvious way.
  struct Model {
    var tabs: [TestApp.Tab: [Screen]] = [.home: [], .search: [], .settings: []]
    var selected = TestApp.Tab.home
    var sheets: [[Screen]] = []  // each presentation's root, then its stack
    var values: [EntryID: Int] = [:]

    /// The stacks in the order a return searches them.
    var searchOrder: [[Screen]] {
      sheets.reversed() + [tabs[selected, default: []]]
        + TestApp.Tab.allCases.filter { $0 != selected }.map { tabs[$0, default: []] }
    }

    func point(_ name: String, holdingValue: Bool = false) -> EntryID? {
      searchOrder.lazy.flatMap { $0.reversed() }.first {
        $0.point == name && (!holdingValue || values[$0.id] != nil)
      }?.id
    }

    mutating func returnTo(_ id: EntryID, value: Int) {
      if let index = sheets.firstIndex(where: { $0.contains { $0.id == id } }) {
        sheets.removeLast(sheets.count - index - 1)
        let at = sheets[index].firstIndex { $0.id == id } ?? 0
        sheets[index].removeLast(sheets[index].count - at - 1)
      } else {
        for tab in TestApp.Tab.allCases
        where tabs[tab, default: []].contains(where: { $0.id == id }) {
          (selected, sheets) = (tab, [])
          let stack = tabs[tab, default: []]
          tabs[tab] = Array(stack[...(stack.firstIndex { $0.id == id } ?? 0)])
        }
      }
      values[id] = value
    }
  }

  @Test func returnsDeliverOnceToTheirEntryAndKeepEveryStack() async {
    var counts = (returned: 0, delivered: 0, trips: 0)
    await propertyCheck(count: 2_000, input: Self.sequences) { seeds in
      var state = TestState.fresh
      var model = Model()
      var sentTo: [Int: EntryID] = [:]
      var delivered: Set<Int> = []
      for seed in seeds {
        let name = seed / 7 % 2 == 0 ? "a" : "b"
        let point = seed / 14 % 3 == 0 ? nil : name
        switch seed % 8 {
        case 0, 1:
          // A route of its own each time: a duplicate push follows the policy.
          let route = TestApp.Route.detail(Int(state.nextIdentity))
          let transition = try? state.push(route, options: .init(returnPoint: point))
          guard transition?.isEmpty == false, let top = state.activeStack.last else { continue }
          if model.sheets.isEmpty {
            model.tabs[model.selected, default: []].append(Screen(id: top.id, point: point))
          } else {
            model.sheets[model.sheets.count - 1].append(Screen(id: top.id, point: point))
          }
        case 2:
          let route = TestApp.Route.edit(Int(state.nextIdentity))
          let transition = try? state.present(route, options: .init(returnPoint: point))
          guard transition?.isEmpty == false else { continue }
          guard let root = state.presentations.last?.root.id else { continue }
          model.sheets.append([Screen(id: root, point: point)])
        case 3:
          let tab = TestApp.Tab.allCases[seed / 8 % 3]
          guard tab != state.selectedTab else { continue }
          _ = try? state.selectTab(tab)
          model.selected = tab
        case 4:
          let value = sentTo.count
          let expected = model.point(name)
          do {
            try state.return(to: name, with: value)
            guard let expected else {
              Issue.record("returned to \(name) in \(state), which the model does not have")
              break
            }
            model.returnTo(expected, value: value)
            sentTo[value] = expected
            counts.returned += 1
          } catch {
            #expect(expected == nil && error as? TestError == .unknownReturnPoint(name))
          }
        case 5:
          let expected = model.point(name, holdingValue: true)
          let taken = state.takeReturnValue(at: name)
          #expect(taken == expected.flatMap { model.values[$0] })
          if let taken, let expected {
            #expect(delivered.insert(taken).inserted, "value \(taken) delivered twice")
            #expect(sentTo[taken] == expected, "value \(taken) reached the wrong entry")
            model.values[expected] = nil
            counts.delivered += 1
          }
        case 6:
          if !model.sheets.isEmpty {
            _ = try? state.dismiss()
            model.sheets.removeLast()
          } else if !model.tabs[model.selected, default: []].isEmpty {
            _ = try? state.pop()
            model.tabs[model.selected, default: []].removeLast()
          }
        default:
          let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases)
          guard let restored = try? coder.restore(from: coder.encode(state)) else {
            Issue.record("the snapshot did not restore")
            continue
          }
          #expect(restored.issues.isEmpty)
          state = restored.state
          counts.trips += 1
        }
        #expect(state.selectedTab == model.selected)
        for tab in TestApp.Tab.allCases {
          #expect(state.stack(at: .tab(tab))?.map(\.id) == model.tabs[tab, default: []].map(\.id))
        }
        #expect(
          state.presentations.map { [$0.root.id] + $0.stack.map(\.id) }
            == model.sheets.map { $0.map(\.id) })
        let live = Set(state.allEntries.map(\.id))
        #expect(
          state.returnValues.filter { live.contains($0.key) }
            == model.values.filter { live.contains($0.key) })
      }
    }
    #expect(counts.returned > 2_000)
    #expect(counts.delivered > 500)
    #expect(counts.trips > 1_000)
  }
}
