import ArgumentParser
import Foundation
import PocketMonsterIndex

/// `pmi`: the Pocket Monster Index in a terminal.
@main
struct PMICommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pmi",
    abstract:
      "Pocket Monster Index: the Pokédex and berries in your terminal, navigated by Waypoint.",
    discussion: """
      Full-screen when run in a terminal; otherwise it reads commands from standard input \
      (type 'help' for the list) and prints each screen as plain text.
      """,
    subcommands: [Browse.self, Open.self],
    defaultSubcommand: Browse.self)
}

/// Options every command shares.
struct StorageOptions: ParsableArguments {
  @Option(
    name: .long,
    help: "Where the last session is kept (default: $XDG_STATE_HOME/pmi/navigation.wpt).")
  var stateFile: String?

  var store: PMIStore {
    PMIStore(stateURL: stateFile.map { URL(fileURLWithPath: $0) } ?? PMIStore.defaultURL)
  }
}

/// `pmi` and `pmi browse`: the interactive app, starting where the last session ended.
struct Browse: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Browse interactively, restoring the last session.")

  @OptionGroup var storage: StorageOptions
  @Flag(help: "Forget the last session and start fresh.") var reset = false
  @Flag(help: "Use line mode even in a terminal.") var lineMode = false

  func run() async throws {
    let session = try await Session.start(storage.store, reset: reset)
    await session.interact(lineMode: lineMode)
  }
}

/// `pmi open URL`: start at a link, or print its screen and exit.
struct Open: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open a pmi:// link, e.g. pmi://pokedex/99.")

  @Argument(help: "The link to open.") var link: String
  @Flag(help: "Print the linked screen as plain text and exit.") var print = false
  @OptionGroup var storage: StorageOptions

  func run() async throws {
    let session = try await Session.start(storage.store, reset: false)
    guard await session.open(link) else { throw ExitCode(1) }
    if print {
      await session.printScreen()
    } else {
      await session.interact(lineMode: false)
    }
  }
}
