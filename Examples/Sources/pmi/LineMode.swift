import PMILineMode
import PocketMonsterIndex

/// Line mode: one command per line on standard input, each answered with the
/// screen as plain text on standard output.
///
/// Scriptable and deterministic: a command that fails (a bad link, no such
/// choice, a refusal) says why on standard error, and the run then exits
/// non-zero. The loop and the commands are ``LineInterpreter``'s.
@MainActor
struct LineMode {
  let session: Session

  /// Runs commands until `quit` or the end of the input, saving after each.
  ///
  /// - Returns: Whether every command worked.
  func run() async -> Bool {
    session.onSaveFailure = { Output.error($0) }
    let interpreter = LineInterpreter(app: session.app, print: Output.line)
    return await interpreter.run(
      lines: AnyIterator { readLine() }, reportingFailures: Output.error,
      afterEach: { await session.save() })
  }
}
