import Dispatch
import Foundation
import PMITerminal
import PocketMonsterIndex
import Waypoint

/// The full-screen front end: tabs and breadcrumb on top, the screen in the
/// middle, a status line and the keys of the screen at the bottom.
///
/// Input is handled in batches: every key that arrived since the last frame
/// runs, then one frame is drawn (only its changed rows are written) and a
/// save is scheduled a moment later, so a burst of keys costs one frame and
/// one save. Keys that come faster than that are dropped beyond the queue's
/// bound (and the status line says how many), and a hang-up or a request to
/// quit goes before any keys still waiting, so pmi leaves at once. Every navigation goes through the app's navigator;
/// the highlighted row is kept by the model (in the entry's options, or the
/// list's position) so Back, tab switches and a relaunch show it again.
@MainActor
final class FullScreen {
  enum Event: Sendable {
    case key(Key)
    case resize, redraw, hangup, terminate, suspend, resume

    /// Whether the event ends the session before any keys still waiting.
    nonisolated var isUrgent: Bool {
      switch self {
      case .hangup, .terminate: true
      default: false
      }
    }
  }

  let session: Session
  let terminal = Terminal()
  let queue = EventQueue<Event>()
  var frame = FrameWriter()
  var mode = FullScreenMode.browsing
  /// Feedback for the last key, shown until the next one.
  var message: String?
  var screen: Screen
  var content: ScreenContent
  /// The highlighted choice, counted in ``ScreenContent/choices``.
  var position = 0
  /// The first body line on display.
  var top = 0
  var identity: ScreenIdentity
  /// Whether the highlight moved since the model was last told.
  var cursorMoved = false
  /// In a split view, whether the keys go to the list rather than the
  /// screen beside it; see `FullScreen+Split.swift`.
  var listHasFocus: Bool
  /// The top of the stack when the focus was last set: a new one takes it.
  var splitTop: EntryID?
  /// Under a half sheet, the screen beneath and its body: built when the
  /// screen is read again, never at a frame (see `FullScreen+Sheet.swift`).
  var beneath: (screen: Screen, content: ScreenContent)?
  /// The row of the list with the keys that its tab's stack selects, beside it.
  var selectedListRow: Int?
  /// How wide a Pokédex row's title is padded: the longest (`#1006 Iron
  /// Valiant`) and a space, so that two spaces always part it from its types.
  let titleWidth: Int
  /// Whether ↑ on the first choice showed the facts above it: the highlight
  /// may then be below the body, until ↓ brings it back into view.
  var showsAboveTheChoices = false
  /// While a filter typed on a Pokémon or berry is shown live on its list:
  /// the list's filter before it, which Esc puts back.
  var filterBefore: String?
  var running = true
  /// Between Ctrl-Z and `fg`: the shell has the terminal, nothing is drawn.
  var isSuspended = false
  private var saveTask: Task<Void, Never>?
  private var signalSources: [any DispatchSourceSignal] = []

  var app: PMIApp { session.app }

  init(session: Session) {
    self.session = session
    screen = session.app.screen()
    content = ScreenContent(screen: screen, choices: [], width: 80)
    let state = session.app.navigator.state
    listHasFocus = state.activeStack.isEmpty
    splitTop = state.activeStack.last?.id
    identity = ScreenIdentity(state)
    titleWidth = (session.app.catalogue.monsters.map(\.title.count).max() ?? 0) + 1
  }

  func run() async {
    ColorSupport.configure()
    terminal.enterFullScreen()
    listen()
    message = app.status.isEmpty ? nil : app.status
    app.status = ""
    takeCursor()
    draw()
    for await _ in queue.wakeUps {
      for event in queue.drain() {
        await handle(event)
        if !running || queue.isInterrupted { break }
      }
      if queue.isInterrupted || terminal.isGone { running = false }
      guard running else { break }
      noteDroppedKeys()
      await commitCursor()
      draw()
      scheduleSave()
    }
    saveTask?.cancel()
    await commitCursor()
    // Quitting the export says what became of it, once the terminal is the
    // shell's again: a running one is cancelled (nothing is written after
    // pmi said goodbye), a finished one closed.
    let export = await app.leaveExport()
    terminal.leaveFullScreen()
    if let export { Output.error(export) }
  }

  /// Keys from the reader thread, signals, and the app's own changes, all into the queue.
  private func listen() {
    let queue = self.queue
    InputReader(
      deliver: { queue.postInput($0.map(Event.key)) }, end: { queue.interrupt(with: .hangup) }
    ).start()
    app.onChange = { queue.post(.redraw) }
    signal(SIGPIPE, SIG_IGN)
    let events: [(Int32, Event)] = [
      (SIGWINCH, .resize), (SIGTERM, .terminate), (SIGINT, .terminate), (SIGHUP, .hangup),
      (SIGTSTP, .suspend), (SIGCONT, .resume),
    ]
    for (number, event) in events {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler(handler: Self.poster(event, to: queue))
      if number == SIGWINCH {
        // Until a source is registered, its signal is ignored: on Linux,
        // libdispatch installs its own handler only when the manager queue
        // registers the source, after `resume()` has returned
        // (swift-corelibs-libdispatch, src/event/event_epoll.c,
        // `_dispatch_muxnote_create`). A window resized in between sent a
        // SIGWINCH no one saw, and the first frame stayed at the old size:
        // once the source is registered, the size is read again.
        source.setRegistrationHandler(handler: Self.poster(.resize, to: queue))
      }
      source.resume()
      signalSources.append(source)
    }
  }

  /// A handler that runs on a dispatch queue, so it must not be the main
  /// actor's: a closure written in this class would be, and trap there.
  nonisolated private static func poster(_ event: Event, to queue: EventQueue<Event>)
    -> @Sendable () -> Void
  {
    if event.isUrgent {
      return { queue.interrupt(with: event) }
    }
    return { queue.post(event) }
  }

  private func handle(_ event: Event) async {
    switch event {
    case .key(let key): await handle(key)
    case .resize: await takeTheWindowsSize()
    case .redraw: reload()
    case .hangup, .terminate: running = false
    case .suspend: await suspend()
    case .resume:
      // Continued (after Ctrl-Z, or a stop pmi did not ask for): take the
      // terminal again and draw everything, at the window's size now: a
      // window resized while pmi was stopped in the background sent it no
      // SIGWINCH (the shell in the foreground had it).
      isSuspended = false
      terminal.enterFullScreen()
      await takeTheWindowsSize()
      frame.invalidate()
    }
  }

  /// Lays the screen out again for the window's size now.
  ///
  /// A wider or narrower window may wrap text elsewhere, or show the list
  /// beside the screen, or one of them. The highlight is told to the model
  /// first.
  func takeTheWindowsSize() async {
    await commitCursor()
    reload()
  }

  private func handle(_ key: Key) async {
    message = nil
    if isTooSmall {
      // The notice covers the screen: a key that acted there would act unseen.
      if let command = Self.commandWhenTooSmall(key) {
        await perform(command)
      } else {
        message = "Only q works here."
      }
      return
    }
    if case .paste = key, !mode.isPrompt {
      // Pasted text is text, never keys: run as keys, a pasted "3⏎j⏎y"
      // released a team member. Only a field takes it.
      message = "Pasted text goes into a field: o opens a link, / filters."
      return
    }
    switch mode {
    case .browsing: await browse(key)
    case .prompt(let prompt, var editor): await edit(prompt, &editor, key)
    case .history(let row, let top): await history(key, row: row, top: top)
    case .help(let top): help(key, top: top)
    case .timeline(let top): timeline(key, top: top)
    }
  }

  /// Says how many keys the queue dropped since the last frame, if any.
  private func noteDroppedKeys() {
    let dropped = queue.takeDropped()
    guard dropped > 0 else { return }
    message =
      "\(Wording.count(dropped, "key")) dropped: they came faster than pmi could follow."
  }

  func suspend() async {
    await commitCursor()
    await session.save()
    isSuspended = true
    terminal.suspend()
  }

  // MARK: - Saving

  /// Saves a moment after the last change, so a burst of keys saves once.
  private func scheduleSave() {
    guard saveTask == nil else { return }
    saveTask = Task { [weak self] in
      try? await Task.sleep(for: .milliseconds(300))
      guard !Task.isCancelled, let self else { return }
      self.saveTask = nil
      await self.commitCursor()
      let before = (self.app.data, self.app.navigator.state.hiddenTabs)
      if !(await self.session.save()) {
        self.message = self.session.saveFailure
        self.draw()
      } else if before != (self.app.data, self.app.navigator.state.hiddenTabs) {
        // The save took in another session's team or hidden tabs: the tab
        // bar shows them, so the screen does too (and leaves a released
        // member's screen, or a tab hidden).
        self.takeStatus()
        self.reload()
        self.draw()
      }
    }
  }
}
