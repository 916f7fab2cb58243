import Foundation
import WaypointCore
import WaypointLinks
import WaypointNavigator

// A million ways in at once, equal or distinct, arriving before the app is ready or while a guard
// decides on an earlier navigation: the time they take to arrive and to be handed over, and the
// peak resident memory they cost. Each case runs in a process of its own (`million KIND WAIT`),
// so its peak is its own; scripts/benchmark-waysin --million prints the four rows.

/// Holds the first navigation it is asked about until released, then allows everything at once.
@MainActor final class HoldingGuard: NavigationGuard {
  private var gate: CheckedContinuation<Void, Never>?
  private var isHolding = true

  func evaluate(_ proposal: NavigationProposal<App>) -> GuardDecision<App> {
    guard isHolding else { return .allow }
    isHolding = false
    return .later(
      Task { @MainActor in
        await withCheckedContinuation { self.gate = $0 }
        return .allow
      })
  }

  var isDeciding: Bool { gate != nil }

  func release() {
    gate?.resume()
    gate = nil
  }
}

/// The process's peak resident memory, in bytes, from /proc/self/status (0 off Linux).
func peakResident() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return 0 }
  return kilobytes * 1_024
}

/// One case: a million ways in, `equal` (one link again and again) or `distinct`, waiting because
/// the navigator is `notReady` or because a `guard` decides; a row of the table.
@MainActor
func million(_ kind: String, _ wait: String) async throws -> String {
  let count = 1_000_000
  let links = try router()
  let holding = HoldingGuard()
  let behindGuard = wait == "guard"
  let navigator = Navigator(
    state: fresh, guards: behindGuard ? [holding] : [], readyForWaysIn: behindGuard)
  if behindGuard {
    navigator.push(.screen(-1))
    while !holding.isDeciding { await Task.yield() }
  }
  let before = resident()
  let clock = ContinuousClock()
  let start = clock.now
  var last: NavigationTask<App>?
  for index in 0..<count {
    last = navigator.open(.link(kind == "equal" ? "pmi://p/7" : "pmi://p/\(index)"), with: links)
  }
  let arrived = clock.now - start
  let peak = max(0, peakResident() - before)
  if behindGuard { holding.release() } else { navigator.markReadyForWaysIn() }
  while last?.settledOutcome == nil { await Task.yield() }
  let total = clock.now - start
  precondition(last?.settledOutcome?.isApplied == true, "the newest way in did not land")
  let landed = kind == "equal" ? 7 : count - 1
  precondition(
    navigator.state.activeStack.last?.route == .screen(landed), "not on the newest way in")
  func seconds(_ duration: Duration) -> String {
    format(
      Double(duration.components.attoseconds) / 1e18 + Double(duration.components.seconds),
      digits: 2)
  }
  let waiting = behindGuard ? "while a guard decides" : "before the app is ready"
  return "| 1,000,000 \(kind) ways in, \(waiting) | \(seconds(arrived)) s | \(seconds(total)) s "
    + "| \(megabytes(peak)) | \(navigator.waitingWaysIn.count) |"
}
