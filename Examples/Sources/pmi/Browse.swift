import ArgumentParser

/// `pmi browse`: the same as `pmi`, by name.
struct Browse: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Browse interactively, restoring the last session (what pmi does by default).")

  @OptionGroup var storage: StorageOptions
  @OptionGroup var browsing: BrowseOptions

  func run() async throws {
    try await browsing.browse(storage.store)
  }
}
