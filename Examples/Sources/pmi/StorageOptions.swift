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

  /// The store, waiting `PMI_LOCK_SECONDS` (10 by default, at most 3600)
  /// for a lock another process holds; tests set it so that none depends on speed.
  var store: PMIStore {
    var store = PMIStore(
      stateURL: stateFile.map { URL(fileURLWithPath: $0) } ?? PMIStore.defaultURL)
    store.lockWait = .seconds(
      inEnvironment: "PMI_LOCK_SECONDS", fallback: PMIStore.defaultLockWait)
    return store
  }
}
