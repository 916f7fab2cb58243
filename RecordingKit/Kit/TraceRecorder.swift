public import SwiftUI

/// Records what SwiftUI does while a scenario plays: the bindings it writes, the views that appear,
/// disappear and are dismissed, each with the time since the scenario began.
///
/// The scenario's views report to it; the app's own changes never go through a recorded binding,
/// so every `write` event is SwiftUI's.
@MainActor public final class TraceRecorder {
  public private(set) var events: [TraceEvent] = []
  private let elapsed: @MainActor () -> Duration
  /// The app's changes a scenario offers its steps, by name.
  private var actions: [String: @MainActor () -> Void] = [:]

  /// A recorder reading time from `elapsed`: the host's clock on Linux, the device's clock on a
  /// device.
  public init(elapsed: @escaping @MainActor () -> Duration) {
    self.elapsed = elapsed
  }

  /// A recorder whose time starts now, on the device's clock.
  public static func startingNow() -> TraceRecorder {
    let start = ContinuousClock.now
    return TraceRecorder { ContinuousClock.now - start }
  }

  /// Offers the app's change `name` to the scenario's steps (``ScenarioStep/app(_:)``).
  public func offer(_ name: String, _ action: @escaping @MainActor () -> Void) {
    actions[name] = action
  }

  /// Withdraws every change the screen offered.
  ///
  /// Each holds the screen, which holds this
  /// recorder: a player done with a screen withdraws them so that neither outlives it.
  public func withdrawOffers() {
    actions = [:]
  }

  /// Makes the app's change `name`; `false` when the screen offers none.
  @discardableResult public func perform(_ name: String) -> Bool {
    guard let action = actions[name] else { return false }
    action()
    return true
  }

  public func record(_ kind: TraceEvent.Kind, _ subject: String, value: String? = nil) {
    let time = elapsed().components
    let ms = Int(time.seconds) * 1000 + Int(time.attoseconds / 1_000_000_000_000_000)
    events.append(TraceEvent(ms: ms, kind, subject, value: value))
  }

  /// `binding`, recording each write SwiftUI makes through it as `name`, before it is made.
  public func recording<Value>(_ name: String, _ binding: Binding<Value>) -> Binding<Value> {
    Binding(
      get: { binding.wrappedValue },
      set: { @MainActor [self] value in
        record(.write, name, value: Self.describe(value))
        binding.wrappedValue = value
      })
  }

  /// How a written value reads in a trace: `nil`, a number, or a list of them.
  nonisolated static func describe(_ value: Any) -> String {
    if let optional = value as? any OptionalDescribing { return optional.traceDescription }
    if let item = value as? ScenarioItem { return "\(item.id)" }
    if let path = value as? [Int] { return "[\(path.map(String.init).joined(separator: ", "))]" }
    return "\(value)"
  }
}

/// An optional's value in a trace: `nil`, or what it holds.
protocol OptionalDescribing {
  var traceDescription: String { get }
}

extension Optional: OptionalDescribing {
  var traceDescription: String {
    switch self {
    case .none: "nil"
    case .some(let value): TraceRecorder.describe(value)
    }
  }
}

/// What a scenario presents: a number, shown as the item's identity.
public struct ScenarioItem: Identifiable, Hashable, Sendable {
  public let id: Int
  public init(_ id: Int) { self.id = id }
}
