#if DEBUG
  import Foundation
  import Waypoint
  import WaypointCore

  /// What a debug build's launch arguments ask for.
  ///
  /// `-WaypointOpen <link>` opens a link and `-WaypointState <file or JSON>` starts at a saved
  /// state, through the intake, guards and restoration every other way in takes; release builds
  /// leave both out. A UI test, a coding agent or a developer starts the app at a screen with them
  /// instead of tapping there: `xcrun simctl launch booted org.pmi -WaypointOpen pmi://pokedex/25`.
  package struct LaunchArguments: Hashable, Sendable {
    package var link: String?
    /// A snapshot's path, or the snapshot itself when it starts with `{`.
    package var state: String?
    /// The arguments given without a value: last on the command line, or followed by the other.
    package var lackingValue: [String] = []

    /// Reads the arguments; of an argument given twice, the last wins.
    package init(_ arguments: [String]) {
      let names = ["-WaypointOpen", "-WaypointState"]
      for (index, argument) in arguments.enumerated() where names.contains(argument) {
        guard index + 1 < arguments.count, !names.contains(arguments[index + 1]) else {
          lackingValue.append(argument)
          continue
        }
        if argument == "-WaypointOpen" {
          link = arguments[index + 1]
        } else {
          state = arguments[index + 1]
        }
      }
    }

    /// The process's arguments the first time a root asks, and none after: they ask for where the
    /// app starts, not where each new window does.
    @MainActor static func takeProcessArguments() -> LaunchArguments? {
      defer { processArgumentsTaken = true }
      return processArgumentsTaken ? nil : LaunchArguments(ProcessInfo.processInfo.arguments)
    }
    @MainActor private static var processArgumentsTaken = false
  }

  /// What went wrong with the launch arguments; the root logs each at error level.
  package enum LaunchIssue: Hashable, Sendable, CustomStringConvertible {
    /// The argument was the last one, with no value after it.
    case missingValue(argument: String)
    /// A link was given to a root with no link table.
    case noRouter(link: String)
    /// No file is at the state's path.
    case noFile(path: String)
    /// Nothing of the state could be restored.
    case notRestored(RestorationError)
    /// The state was read, and its restoration denied or failed: the guards' reason, or the error.
    case stateRefused(reason: String)
    /// The state was restored without these parts.
    case partlyRestored([RestorationIssue])

    package var description: String {
      switch self {
      case .missingValue(let argument): "\(argument) needs a value after it."
      case .noRouter(let link):
        "-WaypointOpen '\(MessageText.quoting(link))' needs a WaypointRoot with a router."
      case .noFile(let path): "-WaypointState: no file at '\(MessageText.quoting(path))'."
      case .notRestored(let error): "-WaypointState: \(error)"
      case .stateRefused(let reason): "-WaypointState was refused: \(reason)"
      case .partlyRestored(let issues):
        "-WaypointState restored without: "
          + issues.map(\.description).joined(separator: "; ")
      }
    }
  }

  extension Navigator {
    /// Starts where `arguments` ask: the state restored first, as a saved session is, then the
    /// link opened by `open`, as a way in that waited for launch.
    ///
    /// A restoration a guard decides later is reported, if refused, when it settles; screens the
    /// guards do not allow are left out, as from a saved session.
    ///
    /// - Returns: What could not be done; the state and the link are each left out alone.
    @discardableResult
    package func launch(
      _ arguments: LaunchArguments, coder: SnapshotCoder<Schema>,
      open: (@MainActor (WayIn) -> Void)?
    ) -> [LaunchIssue] {
      var issues = arguments.lackingValue.map { LaunchIssue.missingValue(argument: $0) }
      if let state = arguments.state {
        issues += restore(launchState: state, with: coder)
      }
      if let link = arguments.link {
        if let open { open(.link(link)) } else { issues.append(.noRouter(link: link)) }
      }
      for issue in issues { logger.error("\(issue)") }
      return issues
    }

    /// Restores a snapshot given inline or by its path, read as a saved session is: a regular
    /// file only, within the coder's size limit, and never moved.
    private func restore(launchState text: String, with coder: SnapshotCoder<Schema>)
      -> [LaunchIssue]
    {
      do throws(RestorationError) {
        let restored =
          text.drop { $0.isWhitespace }.first == "{"
          ? try coder.restore(from: Data(text.utf8))
          : try SnapshotFile(url: URL(fileURLWithPath: text), coder: coder).load()
        guard let restored else { return [.noFile(path: text)] }
        let refusal = refused(restore(restored.state))
        return (restored.issues.isEmpty ? [] : [.partlyRestored(restored.issues)]) + refusal
      } catch {
        return [.notRestored(error)]
      }
    }

    /// The refusal of the launch state's restoration, once it settled; one settling later is
    /// logged then.
    private func refused(_ task: NavigationTask<Schema>) -> [LaunchIssue] {
      func refusal(_ outcome: NavigationOutcome<Schema>) -> LaunchIssue? {
        switch outcome {
        case .applied, .redirected: nil
        case .denied(_, let reason): .stateRefused(reason: reason)
        case .failed(_, let error): .stateRefused(reason: "\(error)")
        }
      }
      if let outcome = task.settledOutcome { return refusal(outcome).map { [$0] } ?? [] }
      let logger = logger
      Task {
        if let issue = refusal(await task.outcome) { logger.error("\(issue)") }
      }
      return []
    }
  }
#endif
