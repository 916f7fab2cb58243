import ArgumentParser
import Foundation
import PocketMonsterIndex
import Waypoint

/// One run of the app: loads the last session, runs a front end, saves.
@MainActor
final class Session {
  let app: PMIApp
  let store: PMIStore
  /// A read-only session (`open --print`) never saves nor moves files.
  let isReadOnly: Bool
  /// The team as last loaded or saved: what another session's changes are merged against.
  private var base: PMIData
  /// The hidden tabs as last restored or saved, merged like the team.
  private var hiddenTabsBase: Set<PMI.Tab>
  private var lastSaved: (state: PMIState, data: PMIData)?
  /// Why the last save failed, while it has not succeeded since.
  private(set) var saveFailure: String?
  /// Every different reason a save failed: the process then exits non-zero.
  private(set) var failures: [String] = []

  private init(app: PMIApp, store: PMIStore, isReadOnly: Bool, base: PMIData) {
    self.app = app
    self.store = store
    self.isReadOnly = isReadOnly
    self.base = base
    hiddenTabsBase = app.navigator.state.hiddenTabs
  }

  /// The bundled catalogue, or, when it cannot be read, why on standard
  /// error and exit status 2.
  static func bundledCatalogue() throws -> Catalogue {
    do {
      return try Catalogue.bundled()
    } catch {
      Output.error("\(error)")
      throw ExitCode(2)
    }
  }

  /// Loads the catalogue and the last session; damage becomes a warning in
  /// the status line and on standard error.
  ///
  /// A session that would have to write over something not ours (a folder,
  /// a link, a FIFO or a device at a state path, or damage that cannot be
  /// kept aside) does not start: it says why and exits 1, changing nothing.
  static func start(_ store: PMIStore, readOnly: Bool = false) async throws -> Session {
    let catalogue = try bundledCatalogue()
    let loaded: (state: PMIState, data: PMIData, warnings: [String])
    do {
      loaded = try store.load(keepingDamaged: !readOnly)
    } catch {
      Output.error("cannot use the saved session: \(error). Nothing was changed.")
      throw ExitCode(1)
    }
    let (state, data, loadWarnings) = loaded
    var warnings = loadWarnings
    // How long the export runs; tests shorten it.
    let exportDuration = Duration.seconds(
      inEnvironment: "PMI_EXPORT_SECONDS", fallback: .seconds(1.5))
    // The app starts fresh and restores the last session as a navigation,
    // as the SwiftUI app's windows do: the guards and the policy judge the
    // saved screens like any others, and a link from the command line
    // (`pmi open`) opens only after it, over the restored tabs.
    let app = PMIApp(
      catalogue: catalogue, data: data, exportDuration: exportDuration,
      exportURL: store.dataURL.deletingLastPathComponent().appendingPathComponent("team.txt"))
    switch await app.navigator.restore(state).outcome {
    case .failed(_, let error):
      warnings.insert("Could not restore the last session (\(error)); starting fresh.", at: 0)
    case .denied(_, let reason):
      warnings.insert("Could not restore the last session (\(reason)); starting fresh.", at: 0)
    case .applied, .redirected:
      break
    }
    // Said like the damage that caused it: on standard error, and counted.
    if let left = await app.dropUnknownEntries() { warnings.append(left) }
    if let warning = warnings.first {
      app.status = warnings.count > 1 ? "\(warning) (+\(warnings.count - 1) more)" : warning
      for warning in warnings { Output.error("warning: \(warning)") }
    }
    let session = Session(app: app, store: store, isReadOnly: readOnly, base: data)
    if warnings.isEmpty { session.lastSaved = (app.navigator.state, app.data) }
    return session
  }

  /// Opens a link; one that fails or is refused goes to standard error and returns false.
  func open(_ link: String) async -> Bool {
    switch await app.open(link) {
    case .failed, .denied:
      Output.error(app.status)
      return false
    case .applied, .redirected:
      return true
    }
  }

  func printScreen() {
    Output.line(ScreenText(app: app).plain)
  }

  /// Whether pmi runs in a terminal: its standard input and output both are one.
  nonisolated static var isAtTerminal: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Runs full-screen in a terminal, line mode otherwise; exits non-zero
  /// when the session could not be saved or a line-mode command failed.
  func interact(lineMode: Bool) async throws {
    let isFullScreen = !lineMode && Self.isAtTerminal
    var commandsWorked = true
    if isFullScreen {
      await FullScreen(session: self).run()
    } else {
      commandsWorked = await LineMode(session: self).run()
    }
    await save()
    guard commandsWorked else { throw ExitCode(1) }
    guard failures.isEmpty else {
      // Line mode said each one as it happened; the full screen could not.
      if isFullScreen { failures.forEach(Output.error) }
      throw ExitCode(1)
    }
  }

  /// Saves the navigation and the team when they changed, merging the team
  /// with another session's; a failure is reported, never fatal.
  @discardableResult
  func save() async -> Bool {
    guard !isReadOnly else { return true }
    let state = app.navigator.state
    let data = app.data
    if let lastSaved, lastSaved.state == state, lastSaved.data == data { return true }
    do throws(SaveError) {
      let saved = try store.save(state, data, base: base, hiddenTabsBase: hiddenTabsBase)
      base = saved.data
      hiddenTabsBase = saved.state.hiddenTabs
      lastSaved = saved
      saveFailure = nil
      await app.adopt(saved.data)
      await app.adoptHiddenTabs(saved.state.hiddenTabs)
      return true
    } catch {
      // Says what was saved, if anything, and names the path at fault.
      let message = error.description
      if !failures.contains(message) {
        failures.append(message)
        onSaveFailure?(message)
      }
      saveFailure = message
      app.status = message
      return false
    }
  }

  /// Told about each different save failure as it happens (line mode writes
  /// it to standard error).
  var onSaveFailure: ((String) -> Void)?
}
