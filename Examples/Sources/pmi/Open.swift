import ArgumentParser
import PocketMonsterIndex

/// `pmi open URL`: start at a link, or print its screen and exit.
struct Open: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open a pmi:// link, e.g. pmi://pokedex/99.")

  @Argument(help: "The link to open.") var link: String
  @Flag(help: "Print the linked screen as plain text and exit; the saved session is not touched.")
  var print = false
  @OptionGroup var storage: StorageOptions

  func run() async throws {
    let session = try await Session.start(storage.store, readOnly: print)
    guard await session.open(link) else { throw ExitCode(1) }
    if print {
      await session.printScreen()
    } else {
      try await session.interact(lineMode: false)
    }
  }
}
