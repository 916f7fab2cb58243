import Foundation
import WaypointCore
import WaypointLinks
import WaypointNavigator

// The hand-over of waiting ways in, and the memory a full queue holds. It
// lives in the library's package, beside waypoint-display-benchmark, because
// it needs nothing but the library; Benchmarks/ is a package of its own, with
// peers to fetch.
//
//   waypoint-waysin-benchmark [ROUNDS]             the tables (wall clock, memory)
//   waypoint-waysin-benchmark once registry|navigator|navigate N arrive|handover
//
// The tables: N ways in (links and quick actions, all distinct, so none
// joins another) wait, with a router whose `maximumWaiting` is N, in a
// window registry with no window open or in a navigator not ready for them;
// then the first window's `register` or the navigator's
// `markReadyForWaysIn()` hands them all over, each navigating once. The
// hand-over is timed with the monotonic clock, N = 1,000, 10,000 and
// 100,000 interleaved in each of ROUNDS rounds (default 7), and the median
// per way in printed, beside a yardstick: the same N navigations asked for
// with `navigate(to:)`, no way in. Then the memory a full queue holds, with the default
// limits and without them, and what ways in too large to be taken cost.
//
// `once` runs one arrival of N ways in, and their hand-over too with
// `handover`, for scripts/benchmark-waysin --instructions, which counts both
// under callgrind and divides the difference by N.

enum App: NavigationSchema {
  enum Tab: Hashable, Codable, Sendable { case main }
  enum Route: Hashable, Codable, Sendable { case screen(Int) }
}

/// The app's one pattern, which takes links and the `open` quick action.
func router(maximumWaiting: Int? = nil) throws -> LinkRouter<App> {
  let limits = maximumWaiting.map { LinkLimits(maximumWaiting: $0) } ?? LinkLimits()
  var router = LinkRouter<App>(schemes: ["pmi"], limits: limits)
  try router.register("p/:id", waysIn: [.quickAction("open")]) { parameters in
    NavigationTarget(tab: .main, routes: [.screen(try parameters.int("id"))])
  }
  return router
}

/// The `index`th way in: links and quick actions by turns, each naming its own screen.
func wayIn(_ index: Int) -> WayIn {
  index.isMultiple(of: 2)
    ? .link("pmi://p/\(index)") : .quickAction(type: "open", values: ["id": "\(index)"])
}

var fresh: NavigationState<App> { NavigationState(tabs: [.main]) }

/// Fails the run unless every way in landed, in order: N navigations applied,
/// the last way in's screen on top.
@MainActor
func check(_ tasks: [NavigationTask<App>], _ navigator: Navigator<App>) {
  let applied = tasks.count(where: { $0.settledOutcome?.isApplied ?? false })
  precondition(applied == tasks.count, "\(tasks.count - applied) ways in did not land")
  precondition(navigator.version == UInt64(tasks.count), "navigated \(navigator.version) times")
  precondition(navigator.state.activeStack.map(\.route) == [.screen(tasks.count - 1)])
}

/// One arrival of `count` ways in and, if `handOver`, their hand-over.
@MainActor
func once(_ kind: String, count: Int, handOver: Bool) throws -> (
  arrival: Duration, handOver: Duration
) {
  let clock = ContinuousClock()
  let links = try router(maximumWaiting: count)
  var tasks: [NavigationTask<App>] = []
  tasks.reserveCapacity(count)
  switch kind {
  case "registry":
    let registry = WindowRegistry(router: links)
    let arrival = clock.measure {
      for index in 0..<count { tasks.append(registry.open(wayIn(index))) }
    }
    guard handOver else { return (arrival, .zero) }
    let navigator = Navigator(state: fresh)
    let time = try clock.measure { try registry.register(navigator, as: WindowID("main")) }
    check(tasks, navigator)
    return (arrival, time)
  case "navigator":
    let navigator = Navigator(state: fresh, readyForWaysIn: false)
    let arrival = clock.measure {
      for index in 0..<count { tasks.append(navigator.open(wayIn(index), with: links)) }
    }
    guard handOver else { return (arrival, .zero) }
    let time = clock.measure { navigator.markReadyForWaysIn() }
    check(tasks, navigator)
    return (arrival, time)
  case "navigate":
    // The yardstick: the same N navigations asked for directly, no way in.
    let navigator = Navigator(state: fresh)
    let targets = (0..<count).map { NavigationTarget<App>(tab: .main, routes: [.screen($0)]) }
    guard handOver else { return (.zero, .zero) }
    let time = clock.measure {
      for target in targets { tasks.append(navigator.navigate(to: target, cause: .deepLink)) }
    }
    check(tasks, navigator)
    return (.zero, time)
  default:
    throw UsageError()
  }
}

// MARK: A burst under the default limits

/// 100,000 ways in arrive with the default limits (64 may wait).
///
/// In a window registry with no window, or in a navigator not ready: the
/// case that took 76 s before the queues were bounded. Returns the arrival (each past the
/// limit drops the oldest, whose navigation fails and is reported), the
/// hand-over of the ways in kept, and how many landed.
@MainActor
func burst(_ kind: String, count: Int) throws -> (
  arrival: Duration, handOver: Duration, landed: Int
) {
  let clock = ContinuousClock()
  let links = try router()
  var tasks: [NavigationTask<App>] = []
  tasks.reserveCapacity(count)
  let navigator: Navigator<App>
  let arrival: Duration
  let handOver: Duration
  if kind == "registry" {
    let registry = WindowRegistry(router: links)
    arrival = clock.measure {
      for index in 0..<count { tasks.append(registry.open(wayIn(index))) }
    }
    navigator = Navigator(state: fresh)
    handOver = try clock.measure { try registry.register(navigator, as: WindowID("main")) }
  } else {
    navigator = Navigator(state: fresh, readyForWaysIn: false)
    arrival = clock.measure {
      for index in 0..<count { tasks.append(navigator.open(wayIn(index), with: links)) }
    }
    handOver = clock.measure { navigator.markReadyForWaysIn() }
  }
  let landed = tasks.count(where: { $0.settledOutcome?.isApplied ?? false })
  let dropped = tasks.count(where: {
    guard case .failed(_, let error)? = $0.settledOutcome else { return false }
    return error as? LinkError == .dropped(limit: 64)
  })
  precondition(landed == 64 && dropped == count - 64, "\(landed) landed, \(dropped) dropped")
  precondition(
    navigator.state.activeStack.map(\.route) == [.screen(count - 1)], "not on the newest")
  return (arrival, handOver, landed)
}

/// The burst, `rounds` times for each kind, with its medians and slowest.
@MainActor
func timeBurst(rounds: Int) throws -> (table: String, met: Bool) {
  let count = 100_000
  var lines = [
    "| \(count.formatted) ways in, default limits | arrival of all (median, slowest) "
      + "| hand-over of those kept (median, slowest) | landed |",
    "| --- | ---: | ---: | ---: |",
  ]
  var met = true
  for kind in ["registry", "navigator"] {
    var arrivals: [Duration] = []
    var handOvers: [Duration] = []
    var landed = 0
    for _ in 0..<rounds {
      let run = try burst(kind, count: count)
      arrivals.append(run.arrival)
      handOvers.append(run.handOver)
      landed = run.landed
    }
    arrivals.sort()
    handOvers.sort()
    met = met && arrivals[rounds - 1] + handOvers[rounds - 1] < .seconds(1)
    let title = kind == "registry" ? "`WindowRegistry`, no window" : "`Navigator`, not ready"
    let arrival =
      "\(format(arrivals[rounds / 2].seconds, digits: 3)) s, "
      + "\(format(arrivals[rounds - 1].seconds, digits: 3)) s"
    let handOver =
      "\(format(handOvers[rounds / 2].seconds * 1e3, digits: 2)) ms, "
      + "\(format(handOvers[rounds - 1].seconds * 1e3, digits: 2)) ms"
    lines.append(
      "| \(title) | \(arrival) | \(handOver) | \(landed), \(count - landed) dropped and reported |")
  }
  lines.append(
    "\nUnder a second from the first arrival to the last landing, in the slowest round: "
      + (met ? "yes." : "no."))
  return (lines.joined(separator: "\n"), met)
}

// MARK: Memory

/// The process's resident memory, in bytes, from /proc/self/statm.
///
/// 0 off Linux. Swift's Glibc module leaves out malloc.h, so the heap's own
/// figure (mallinfo2) is out of reach without a C target; resident memory
/// is what the user pays anyway.
func resident() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// How much more resident memory the process has after `body` than before,
/// while `body`'s result lives.
@MainActor
func growth<Kept>(_ body: () throws -> Kept) rethrows -> (Int, Kept) {
  let before = resident()
  let kept = try body()
  return (resident() - before, kept)
}

/// `count` links of `bytes` bytes each, all distinct, into a navigator not
/// ready for them; the callers keep no navigation, as an app that opens a
/// way in and forgets it.
@MainActor
func flood(_ navigator: Navigator<App>, _ links: LinkRouter<App>, count: Int, bytes: Int)
  -> Int
{
  var refused = 0
  for index in 0..<count {
    let head = "pmi://p/\(index)?x="
    let link = head + String(repeating: "a", count: bytes - head.utf8.count)
    let task = navigator.open(.link(link), with: links)
    if case .failed(_, let error)? = task.settledOutcome, case .tooLong? = error as? LinkError {
      refused += 1
    }
  }
  return refused
}

@MainActor
func memory() throws -> String {
  let count = 100_000
  var lines = [
    "| \(count.formatted) links of 2,000 bytes, navigator not ready | ways in held | resident growth |",
    "| --- | ---: | ---: |",
  ]
  for (title, limit) in [
    ("default limits (maximumWaiting 64)", nil), ("maximumWaiting 100,000", count),
  ] {
    let links = try router(maximumWaiting: limit)
    let (grown, navigator) = growth {
      let navigator = Navigator(state: fresh, readyForWaysIn: false)
      _ = flood(navigator, links, count: count, bytes: 2_000)
      return navigator
    }
    lines.append(
      "| \(title) | \(navigator.waitingWaysIn.count.formatted) | \(megabytes(grown)) |"
    )
  }
  let links = try router()
  let (grown, refused) = growth {
    let navigator = Navigator(state: fresh, readyForWaysIn: false)
    let refused = flood(navigator, links, count: 300, bytes: 1 << 20)
    precondition(navigator.waitingWaysIn.isEmpty)
    return refused
  }
  lines.append(
    "\n300 links of 1 MiB, default limits: \(refused) refused at once (tooLong), "
      + "resident growth \(megabytes(grown))")
  return lines.joined(separator: "\n")
}

func megabytes(_ bytes: Int) -> String {
  "\(format(Double(bytes) / 1_048_576, digits: 2)) MiB"
}

// MARK: The tables

@MainActor
func timeHandOver(rounds: Int) throws -> (table: String, met: Bool) {
  let sizes = [1_000, 10_000, 100_000]
  let kinds = ["registry", "navigator", "navigate"]
  let contestants = kinds.flatMap { kind in sizes.map { (kind: kind, count: $0) } }
  for contestant in contestants {  // warm up
    _ = try once(contestant.kind, count: min(contestant.count, 10_000), handOver: true)
  }
  var arrivals = [[Double]](repeating: [], count: contestants.count)
  var handOvers = [[Double]](repeating: [], count: contestants.count)
  var slowest = [Duration](repeating: .zero, count: contestants.count)
  for round in 0..<rounds {
    for offset in 0..<contestants.count {
      let index = (round + offset) % contestants.count
      let (kind, count) = contestants[index]
      let (arrival, handOver) = try once(kind, count: count, handOver: true)
      arrivals[index].append(arrival.nanoseconds / Double(count))
      handOvers[index].append(handOver.nanoseconds / Double(count))
      slowest[index] = max(slowest[index], handOver)
    }
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  var lines = [
    "| hand-over of N waiting ways in | N = 1,000 | N = 10,000 | N = 100,000 | 100,000 / 1,000 | whole hand-over at 100,000 (median, slowest) |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ]
  let titles = [
    "registry": "`WindowRegistry.register`, the first window",
    "navigator": "`Navigator.markReadyForWaysIn()`",
    "navigate": "yardstick: N `navigate(to:)` called directly, no way in",
  ]
  var worst = 0.0
  var longest = Duration.zero
  for kind in kinds {
    let measured =
      kind == "navigate"
      ? [(handOvers, "navigation")] : [(handOvers, "hand-over"), (arrivals, "arrival")]
    for (figures, what) in measured {
      let row = contestants.indices.filter { contestants[$0].kind == kind }
      let perItem = row.map { median(figures[$0]) }
      let growth = perItem[2] / perItem[0]
      var cells = perItem.map { "\(format($0, digits: 0)) ns" }
      cells.append("\(format(growth, digits: 2))×")
      if what != "arrival" {
        if what == "hand-over" { worst = max(worst, growth) }
        let last = row[2]
        let whole = median(figures[last]) * Double(contestants[last].count) / 1e9
        longest = max(longest, slowest[last])
        cells.append("\(format(whole, digits: 3)) s, \(format(slowest[last].seconds, digits: 3)) s")
      } else {
        cells.append("")
      }
      lines.append(
        "| \(titles[kind, default: kind]), \(what) per way in | " + cells.joined(separator: " | ")
          + " |")
    }
  }
  lines.append(
    "\nMedian of \(rounds) interleaved rounds, per way in. Linear: the per-way-in "
      + "hand-over at 100,000 within 2× that at 1,000 (worst \(format(worst, digits: 2))×); "
      + "slowest whole hand-over of 100,000 kept \(format(longest.seconds, digits: 3)) s, "
      + "each way in one navigation, as the yardstick's."
  )
  // Each way in kept is one navigation: linear is the promise; the time at
  // 100,000 kept is the navigator's own, as the yardstick shows.
  return (lines.joined(separator: "\n"), worst < 2)
}

extension Duration {
  var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }

  var seconds: Double { nanoseconds / 1e9 }
}

func format(_ value: Double, digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}

extension Int {
  /// `1234567` as `1,234,567`.
  var formatted: String {
    let digits = Array(String(self))
    return digits.enumerated().map { index, digit in
      (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
    }.joined()
  }
}

struct UsageError: Error, CustomStringConvertible {
  var description: String {
    "usage: waypoint-waysin-benchmark [ROUNDS] | once registry|navigator|navigate N arrive|handover"
      + " | million equal|distinct notReady|guard"
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "million", arguments.count == 3 {
  do {
    print(try await million(arguments[1], arguments[2]))
    exit(0)
  } catch {
    print(error)
    exit(2)
  }
}
do {
  let met = try await MainActor.run { () throws -> Bool in
    if arguments.first == "once" {
      guard arguments.count == 4, let count = Int(arguments[2]),
        ["arrive", "handover"].contains(arguments[3])
      else { throw UsageError() }
      _ = try once(arguments[1], count: count, handOver: arguments[3] == "handover")
      return true
    }
    guard arguments.count <= 1, let rounds = Int(arguments.first ?? "7"), rounds > 0 else {
      throw UsageError()
    }
    let (burstTable, burstMet) = try timeBurst(rounds: rounds)
    print(burstTable + "\n")
    let (table, linear) = try timeHandOver(rounds: rounds)
    print(table + "\n")
    print(try memory())
    return burstMet && linear
  }
  // A burst under the default limits taking a second or more, or a
  // hand-over that is not linear: the bar is missed.
  exit(met ? 0 : 1)
} catch {
  print(error)
  exit(2)
}
