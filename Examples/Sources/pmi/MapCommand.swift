import ArgumentParser
import PocketMonsterIndex

/// `pmi map`: the app's navigation map, for review tools and coding agents.
struct MapCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "map",
    abstract: "Print every link pattern, its ways in, and where its example link leads.",
    discussion: """
      JSON by default, as Examples/navigation-map.json holds it; --table prints a table \
      for people. The saved session is not read.
      """)

  @Flag(help: "Print a table for people instead of JSON.") var table = false

  @MainActor func run() async throws {
    let catalogue = try Session.bundledCatalogue()
    let app = PMIApp(catalogue: catalogue)
    Output.line(
      table
        ? try PMILinks.mapTable(catalogue: catalogue, titles: app.title(of:))
        : try PMILinks.mapJSON(catalogue: catalogue))
  }
}
