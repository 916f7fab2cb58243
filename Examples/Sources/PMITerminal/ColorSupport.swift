import Foundation
@preconcurrency import Rainbow

/// Whether pmi draws in colour, decided once at launch.
///
/// Colour is off when `NO_COLOR` is set (https://no-color.org), when `TERM`
/// is `dumb` or unset, and when standard output is not a terminal; Rainbow
/// then writes plain text, and the screen stays readable without it.
public enum ColorSupport {
  /// Whether colour is on, given the environment and whether output is a terminal.
  public static func isEnabled(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
    return outputIsTerminal
  }

  /// Sets Rainbow up for this process.
  @MainActor public static func configure() {
    let enabled = isEnabled(
      environment: ProcessInfo.processInfo.environment,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    Rainbow.enabled = enabled
    Rainbow.outputTarget = enabled ? .console : .unknown
  }
}
