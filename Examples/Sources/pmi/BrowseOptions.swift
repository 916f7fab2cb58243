import ArgumentParser
import PocketMonsterIndex

/// How to browse: `pmi` and `pmi browse` take the same options.
struct BrowseOptions: ParsableArguments {
  @Flag(
    help: """
      Forget the last session and the team first; asks unless --yes is given. Without a \
      terminal pmi then exits, unless --line-mode is given.
      """)
  var reset = false
  @Flag(help: "With --reset: do not ask (for scripts).") var yes = false
  @Flag(help: "Read commands line by line even in a terminal.") var lineMode = false

  /// Resets if asked, then runs the app.
  ///
  /// A reset without a terminal is what a script asked for, and all it
  /// asked for: no screen follows it unless line mode is asked for by name.
  func browse(_ store: PMIStore) async throws {
    if reset {
      try Reset(store: store, confirmed: yes).run()
      guard lineMode || Session.isAtTerminal else { return }
    }
    let session = try await Session.start(store)
    try await session.interact(lineMode: lineMode)
  }
}
