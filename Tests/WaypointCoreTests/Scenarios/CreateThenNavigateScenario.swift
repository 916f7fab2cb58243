import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Seed 7: create, then go there; finish, then come back — adding an item lands
/// on its detail in the same update; the detail finishes through a completion
/// that pops it without knowing its parent; deleting an item removes its entries.
@Suite struct CreateThenNavigateScenario {
  typealias App = CreateThenNavigateApp

  /// A tiny app model: the items and the navigation, changed together.
  struct Model {
    var items: [Int] = []
    var navigation = NavigationState<App>(tabs: [.items, .recent])

    @discardableResult
    mutating func add(_ item: Int) throws -> StateTransition<App> {
      items.append(item)
      return try navigation.navigate(
        to: NavigationTarget(tab: .items, routes: [.list, .detail(item)]))
    }

    /// What the detail screen is handed: a way to finish that knows only its own entry.
    func completion(for entry: EntryID) -> (inout Model) throws -> Void {
      { model in try model.navigation.finish(entry) }
    }

    mutating func delete(_ item: Int) -> StateTransition<App> {
      items.removeAll { $0 == item }
      return navigation.removeEntries {
        $0.route == .detail(item) || $0.route == .history(item)
      }
    }
  }

  @Test func addingAnItemLandsOnItsDetailInOneTransition() throws {
    var model = Model()
    let transition = try model.add(3)
    #expect(model.items == [3])
    #expect(model.navigation.visibleEntry?.route == .detail(3))
    #expect(
      transition.steps.count == 2, "one update: a push and the selection, no intermediate state")
  }

  @Test func theDetailFinishesWithoutKnowingItsParent() throws {
    var model = Model()
    try model.add(3)
    let entry = try #require(model.navigation.visibleEntry)
    let finish = model.completion(for: entry.id)
    // The detail pushed something of its own in the meantime.
    try model.navigation.push(.history(3))
    try finish(&model)
    #expect(model.navigation.activeStack.map(\.route) == [.list])
  }

  @Test func deletingAnItemRemovesItsEntriesFromEveryStack() throws {
    var model = Model()
    try model.add(3)
    try model.navigation.push(.history(3))
    try model.navigation.push(contentsOf: [.detail(3), .detail(4)], in: .tab(.recent))
    let transition = model.delete(3)
    #expect(model.navigation.stack(at: .tab(.items))?.map(\.route) == [.list])
    #expect(model.navigation.stack(at: .tab(.recent))?.map(\.route) == [.detail(4)])
    // detail(4) is popped and pushed back with its identity, so it is not removed.
    #expect(transition.removedEntries.map(\.route) == [.detail(3), .history(3), .detail(3)])
  }
}
