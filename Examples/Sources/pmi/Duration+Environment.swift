import Foundation

extension Duration {
  /// The longest time an environment variable may set: an hour.
  ///
  /// `Duration.seconds(_:)` traps for a `Double` it cannot hold (`1e300`,
  /// `inf`, `nan`), and a wait or an export of more than an hour is a typo.
  static let environmentRange: ClosedRange<Double> = 0...3600

  /// The number of seconds the environment variable `name` holds, from 0 to
  /// 3600; `fallback` when it is unset or empty.
  ///
  /// Any other value is not taken: standard error says so and which time is
  /// used instead, and pmi goes on.
  static func seconds(inEnvironment name: String, fallback: Duration) -> Duration {
    guard let text = ProcessInfo.processInfo.environment[name], !text.isEmpty else {
      return fallback
    }
    guard let seconds = Double(text), environmentRange.contains(seconds) else {
      Output.error(
        "warning: \(name) is '\(text)', not a number of seconds from 0 to 3600: "
          + "using \(fallback).")
      return fallback
    }
    return .seconds(seconds)
  }
}
