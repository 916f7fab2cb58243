import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Seed 4: open several screens deep with the back stack intact — launch into
/// A → B → C with item 7 selected in C; back goes to B, then A.
///
/// Hierarchies with
/// optional screens (A → C, B → C) work the same.
@Suite struct DeepLaunchScenario {
  typealias App = DeepLaunchApp

  @Test func launchStraightIntoCWithItemSevenSelected() throws {
    var state = NavigationState<App>(tabs: [.main])
    let target = NavigationTarget<App>(
      tab: .main,
      stack: [StackElement(.a), StackElement(.b), StackElement(.c, options: .init(selection: 7))])
    let transition = try state.navigate(to: target)
    #expect(state.activeStack.map(\.route) == [.a, .b, .c])
    #expect(state.visibleEntry?.options.selection == 7)

    #expect(transition.steps.count == 3, "A, B and C arrive as one transition of three pushes")

    try state.perform(.user) { try $0.pop() }
    #expect(state.visibleEntry?.route == .b)
    try state.perform(.user) { try $0.pop() }
    #expect(state.visibleEntry?.route == .a)
  }

  @Test(arguments: [[App.Route.a, .c], [.b, .c], [.c]])
  func optionalScreensWorkTheSame(path: [App.Route]) throws {
    var state = NavigationState<App>(tabs: [.main])
    try state.navigate(to: NavigationTarget(tab: .main, routes: path))
    #expect(state.activeStack.map(\.route) == path)
    for expected in path.dropLast().reversed() {
      try state.pop()
      #expect(state.visibleEntry?.route == expected)
    }
  }

  @Test func relaunchingIntoTheSameTargetChangesNothing() throws {
    var state = NavigationState<App>(tabs: [.main])
    let target = NavigationTarget<App>(tab: .main, routes: [.a, .b, .c])
    try state.navigate(to: target)
    #expect(try state.navigate(to: target).isEmpty)
  }
}
