import ArgumentParser
import PocketMonsterIndex

/// How to browse: `pmi` and `pmi browse` take the same options.
struct BrowseOptions: ParsableArguments {
  @Flag(help: "Forget the last session and the team first; asks unless --yes is given.")
  var reset = false
  @Flag(help: "With --reset: do not ask (for scripts).") var yes = false
  @Flag(help: "Read commands line by line even in a terminal.") var lineMode = false

  /// Resets if asked, then runs the app.
  func browse(_ store: PMIStore) async throws {
    if reset { try Reset(store: store, confirmed: yes).run() }
    let session = try await Session.start(store)
    try await session.interact(lineMode: lineMode)
  }
}
