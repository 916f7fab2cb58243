import Foundation
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTesting

// What the display costs at a depth: a display update after a navigator
// change, a back write, a link-push write and a back write in a split view's
// detail, each with SwiftUI's read of the path. It lives in the library's package because the display's binding API
// is `package`; Benchmarks/ is a package of its own.
//
//   waypoint-display-benchmark OPERATION DEPTH COUNT
//
// Runs OPERATION (update, back, link, detail) COUNT times on a tab whose stack holds
// DEPTH entries. scripts/benchmark-display runs it under callgrind with COUNT
// and with 0, and divides the difference by COUNT: instructions per
// operation, the same on a loaded machine.

enum App: NavigationSchema {
  enum Tab: Hashable, Codable, Sendable { case main }
  enum Route: Hashable, Codable, Sendable { case screen(Int) }
}

/// Runs the main actor's queue until a write's report has settled.
///
/// The report runs in the navigator's next turn. This is synchronous because
/// valgrind cannot follow Swift's async main.
@MainActor
func settle(_ report: NavigationTask<App>?) {
  guard let report else { return }
  while report.settledOutcome == nil { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
}

@MainActor
func run(_ operation: String, depth: Int, count: Int) throws {
  var state = NavigationState<App>(tabs: [.main])
  let policy = NavigationPolicy(duplicatePush: .pushAnyway, limits: .init(maximumDepth: nil))
  try state.push(contentsOf: (0..<depth).map { .screen($0) }, policy: policy)
  let navigator = Navigator(state: state, policy: policy)
  let scheduler = ManualDisplayScheduler()
  let display = DisplayedNavigation(navigator: navigator, profile: .iOS17, scheduler: scheduler)
  let location = StackLocation<App>.tab(.main)
  scheduler.runAll()
  _ = display.path(at: location)
  for index in 0..<count {
    switch operation {
    case "update":
      navigator.push(.screen(depth + index))
      scheduler.runAll()
      _ = display.path(at: location)
      navigator.pop()
      scheduler.runAll()
      _ = display.path(at: location)
    case "back":
      let path = display.path(at: location)
      settle(display.writePath(Array(path.dropLast()), at: location))
      scheduler.runAll()
      _ = display.path(at: location)
      navigator.push(.screen(depth + index))
      scheduler.runAll()
    case "detail":
      // A split view's detail: its path is the stack above the sidebar's row.
      let path = display.detailPath(at: location, columns: .two)
      settle(display.writeDetailPath(Array(path.dropLast()), at: location, columns: .two))
      scheduler.runAll()
      _ = display.detailPath(at: location, columns: .two)
      navigator.push(.screen(depth + index))
      scheduler.runAll()
    case "link":
      let path = display.path(at: location)
      let link = display.linkValue(for: StackElement(.screen(depth + index)))
      settle(display.writePath(path + [link], at: location))
      scheduler.runAll()
      _ = display.path(at: location)
      navigator.pop()
      scheduler.runAll()
    default:
      throw UsageError()
    }
  }
}

struct UsageError: Error, CustomStringConvertible {
  var description: String {
    "usage: waypoint-display-benchmark update|back|link|detail DEPTH COUNT"
  }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3, let depth = Int(arguments[arguments.startIndex + 1]),
  let count = Int(arguments[arguments.startIndex + 2])
else {
  print(UsageError())
  exit(2)
}
try MainActor.assumeIsolated {
  try run(arguments[arguments.startIndex], depth: depth, count: count)
}
