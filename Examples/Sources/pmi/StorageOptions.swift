import ArgumentParser
import Foundation
import PocketMonsterIndex

/// Options every command shares.
struct StorageOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Where the last session is kept (default: $XDG_STATE_HOME/pmi/navigation.wpt).",
      valueName: "path"))
  var stateFile: String?

  var store: PMIStore {
    PMIStore(stateURL: stateFile.map { URL(fileURLWithPath: $0) } ?? PMIStore.defaultURL)
  }
}
