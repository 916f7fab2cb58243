import PMILineMode
import PocketMonsterIndex

/// Line mode: one command per line on standard input, each answered with the
/// screen as plain text on standard output.
///
/// Scriptable and deterministic: a command that fails (a bad link, no such
/// choice, a refusal) says why on standard error, and the run then exits
/// non-zero. The commands are ``LineInterpreter``'s.
@MainActor
struct LineMode {
  let session: Session
  var app: PMIApp { session.app }

  /// Runs commands until `quit` or the end of the input.
  ///
  /// - Returns: Whether every command worked.
  func run() async -> Bool {
    session.onSaveFailure = { Output.error($0) }
    let interpreter = LineInterpreter(app: app, print: Output.line)
    Output.line(ScreenText(app: app).plain)
    app.status = ""
    var allWorked = true
    while let line = readLine() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      Output.line("\n» \(trimmed)")
      let next = await interpreter.perform(trimmed)
      if app.statusIsFailure {
        // On standard error, so a script sees it and the screen stays the screen.
        Output.error(app.status)
        app.status = ""
        allWorked = false
      }
      if next == .printScreen {
        Output.line(ScreenText(app: app).plain)
        app.status = ""  // said once; the next screen starts clean
      }
      guard next != .quit else { break }
      await session.save()
    }
    return allWorked
  }
}
