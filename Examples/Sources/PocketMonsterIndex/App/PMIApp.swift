public import Foundation
import Logging
public import Observation
public import Waypoint

/// The Pocket Monster Index: the catalogue, the team, and the navigator that
/// decides what is on screen.
///
/// Every navigation goes through Waypoint; the front ends only read
/// ``screen()`` and call the intents.
@Observable
@MainActor
public final class PMIApp {
  /// The Pokédex and the berries.
  public let catalogue: Catalogue
  /// Decides what is on screen; every navigation of the app goes through it.
  public let navigator: PMINavigator
  /// The app's link table.
  public let router: LinkRouter<PMI>
  /// The rows of the two whole lists, which the catalogue alone decides:
  /// made once, as a screen is read several times a key.
  let listRows: ListRows
  /// The team and the sign-in, saved with the session.
  public internal(set) var data: PMIData
  /// One line of feedback: errors, refusals, shared links.
  ///
  /// Setting it says something that is not a failure; ``fail(_:)`` says a
  /// failure, which line mode writes to standard error and counts.
  public var status = "" {
    didSet { statusIsFailure = false }
  }
  /// Whether ``status`` says that what was asked failed.
  public private(set) var statusIsFailure = false
  /// The filter each list is shown with, by tab, kept while the app runs so
  /// that Back and a tab switch show a list as it was left.
  public internal(set) var listFilters: [PMI.Tab: String] = [:]
  /// The export's progress from 0 to 1 while it runs.
  public internal(set) var exportProgress: Double?
  /// Where the last export was written, once it has been.
  public internal(set) var exportedFile: URL?
  /// Where the export writes the team.
  public let exportURL: URL
  /// Called when something changes outside an intent (the export's progress).
  public var onChange: (@MainActor () -> Void)?
  /// The rest of a choice that asked first (Release, Reset), waiting for
  /// the dialog's answer; ``answer(_:)`` waits for it to finish.
  var asking: Task<Void, Never>?
  /// The berry each Pokémon holds, by number, as "Choose a berry" returned
  /// it; saved with the team.
  public var heldBerries: [Int: Int] { data.heldBerries }
  let exportDuration: Duration
  /// The rows of a list page in line mode, where there is no window to fill.
  public static let pageSize = 20

  /// Creates the app.
  ///
  /// - Parameters:
  ///   - catalogue: The loaded catalogue.
  ///   - state: Where to start, ``PMIState/initial`` by default: a scenario's
  ///     set-up. A saved session is not started from but restored, through
  ///     `navigator.restore(_:)`, as pmi and the SwiftUI windows do.
  ///   - data: The team and sign-in.
  ///   - exportDuration: How long the export takes to run.
  ///   - exportURL: Where the export writes the team; a temporary file by default.
  public init(
    catalogue: Catalogue, state: PMIState = .initial, data: PMIData = PMIData(),
    exportDuration: Duration = .seconds(1.5),
    exportURL: URL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pmi-team.txt")
  ) {
    self.catalogue = catalogue
    self.data = data
    self.exportDuration = exportDuration
    self.exportURL = exportURL
    self.router = PMILinks.router(catalogue: catalogue)
    self.listRows = ListRows(catalogue)
    let session = SessionBox()
    // The navigator asks at once, to leave out a protected screen restored
    // while signed out; until `self` exists, the restored data answers.
    session.signedIn = { data.signedIn }
    session.team = { data.team }
    // The terminal is the app's screen: navigation records must not be printed over it.
    let quiet = Logger(label: "pmi.navigator") { _ in SwiftLogNoOpLogHandler() }
    self.navigator = PMINavigator(
      state: state,
      guards: [
        UnsavedChangesGuard(),
        SignInGuard(
          isProtected: { $0 == .trainerProfile }, isSignedIn: { session.signedIn() },
          redirect: .present(.signIn),
          reason: { _ in "the trainer profile needs a signed-in trainer." }),
        TeamMemberGuard(team: { session.team() }, catalogue: catalogue),
      ],
      logger: quiet)
    session.signedIn = { [unowned self] in self.data.signedIn }
    session.team = { [unowned self] in self.data.team }
  }

  /// Says that what was asked failed, and why.
  public func fail(_ message: String) {
    status = message
    statusIsFailure = true
  }

  /// Lets the sign-in guard ask the app, which exists only after the navigator.
  @MainActor final class SessionBox {
    var signedIn: @MainActor () -> Bool = { false }
    var team: @MainActor () -> [Int] = { [] }
  }

  /// Takes the data a save merged with another session's changes, and takes
  /// off screen the members another session released.
  public func adopt(_ saved: PMIData) async {
    guard saved != data else { return }
    let left = !Set(data.team).subtracting(saved.team).isEmpty
    data = saved
    if left { await dropUnknownEntries() }
  }

  /// Hides the tabs another session hid, and shows those it showed, as a
  /// save merged them (see ``PMIStore/save(_:_:base:hiddenTabsBase:)``).
  public func adoptHiddenTabs(_ hidden: Set<PMI.Tab>) async {
    guard hidden != navigator.state.hiddenTabs else { return }
    let outcome = await navigator.perform { try $0.showTabs(hiding: hidden) }.outcome
    guard case .applied = outcome else { return }
    status =
      hidden.contains(.berries)
      ? "Another session hid the Berries tab." : "Another session showed the Berries tab."
  }

  /// Drops entries a restored or linked state may hold that the catalogue or
  /// the team no longer has, and berry choosers left without their
  /// Pokémon's screen beneath them; says what was dropped in ``status``.
  ///
  /// - Returns: What was dropped, in the user's words; nil when nothing was.
  @discardableResult
  public func dropUnknownEntries() async -> String? {
    let isUnknown = { [catalogue, data] (entry: NavigationEntry<PMI>) in
      switch entry.route {
      case .pokemon(let number): catalogue.monster(number) == nil
      case .berry(let number): catalogue.berry(number) == nil
      case .teamMember(let number): !data.team.contains(number)
      default: false
      }
    }
    let choosers = orphanedBerryChoosers(keeping: { !isUnknown($0) })
    let outcome = await navigator.removeEntries {
      isUnknown($0) || choosers.keys.contains($0.id)
    }.outcome
    guard let removed = outcome.transition?.removedEntries, !removed.isEmpty else { return nil }
    let gone = removed.count - choosers.count
    var parts: [String] = []
    if gone > 0 {
      parts.append(
        "\(Wording.count(gone, "screen")) that no longer " + (gone == 1 ? "exists" : "exist"))
    }
    for number in choosers.values.sorted() {
      let name = catalogue.monster(number)?.name ?? "#\(number)"
      parts.append("the berry chooser for \(name), whose Pokémon's screen was not restored")
    }
    status = "Left out " + parts.joined(separator: ", and ") + "."
    return status
  }
}
