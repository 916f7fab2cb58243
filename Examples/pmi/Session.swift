import ArgumentParser
import Foundation
import PocketMonsterIndex
import Waypoint

/// One run of the app: loads the last session, runs a front end, saves.
@MainActor
final class Session {
  let app: PMIApp
  let store: PMIStore

  private init(app: PMIApp, store: PMIStore) {
    self.app = app
    self.store = store
  }

  /// Loads the catalogue and the last session; damage becomes a warning in the status line.
  static func start(_ store: PMIStore, reset: Bool) async throws -> Session {
    let catalogue: Catalogue
    do {
      catalogue = try Catalogue.bundled()
    } catch {
      FileHandle.standardError.write(Data("pmi: \(error)\n".utf8))
      throw ExitCode(2)
    }
    if reset { try store.reset() }
    let (state, data, warnings) = store.load()
    let seconds =
      ProcessInfo.processInfo.environment["PMI_EXPORT_SECONDS"].flatMap(Double.init) ?? 1.5
    let app = PMIApp(
      catalogue: catalogue, state: state, data: data, exportDuration: .seconds(seconds))
    await app.dropUnknownEntries()
    if let warning = warnings.first {
      app.status = warnings.count > 1 ? "\(warning) (+\(warnings.count - 1) more)" : warning
      FileHandle.standardError.write(Data(warnings.map { "pmi: warning: \($0)\n" }.joined().utf8))
    }
    return Session(app: app, store: store)
  }

  /// Opens a link; a bad one goes to standard error and returns false.
  func open(_ link: String) async -> Bool {
    if case .failed = await app.open(link) {
      FileHandle.standardError.write(Data("pmi: \(app.status)\n".utf8))
      return false
    }
    save()
    return true
  }

  func printScreen() {
    print(ScreenText(app: app).plain)
  }

  /// Runs full-screen in a terminal, line mode otherwise.
  func interact(lineMode: Bool) async {
    if !lineMode, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
      await FullScreen(session: self).run()
    } else {
      await LineMode(session: self).run()
    }
    save()
  }

  /// Saves the navigation state and the team; a failure is reported, not fatal.
  func save() {
    do {
      try store.save(app.navigator.state, app.data)
    } catch {
      app.status = "Could not save the session: \(error.localizedDescription)"
    }
  }
}
