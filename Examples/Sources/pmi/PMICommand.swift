import ArgumentParser
import PocketMonsterIndex

/// `pmi`: the Pocket Monster Index in a terminal.
///
/// Browsing is the command itself, so `pmi --help` lists its options.
@main
struct PMICommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pmi",
    abstract:
      "Pocket Monster Index: the Pokédex and berries in your terminal, navigated by Waypoint.",
    discussion: """
      Full-screen in a terminal (press ? for the keys); otherwise, or with --line-mode, it \
      reads commands from standard input (type 'help' for the list), prints each screen \
      as plain text on standard output, and says what failed on standard error. Colour is \
      off with NO_COLOR or TERM=dumb.

      Exit status: 0 when everything worked; 1 when a command or the link given to open \
      failed, the last session could not be used or saved, or --reset was not confirmed; \
      2 when the catalogue could not be read; 64 for a usage error.
      """,
    version: PMIVersion.current,
    subcommands: [Browse.self, Open.self, MapCommand.self])

  @OptionGroup var storage: StorageOptions
  @OptionGroup var browsing: BrowseOptions

  func run() async throws {
    try await browsing.browse(storage.store)
  }
}
