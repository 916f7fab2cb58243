@_spi(Host) public import SwiftUI

/// Renders a view tree built from the SwiftUI stand-in and acts on it as
/// SwiftUI does when the user acts.
///
/// `render()` evaluates the tree as SwiftUI would for one frame and keeps the
/// result; every query and every action works on that last rendering, which
/// may be older than the model. Actions never render: call `render()` again to
/// see their effect, as SwiftUI would on its next frame.
///
/// ```swift
/// let host = ViewHost(ContentView(model: model))
/// host.render()
/// try host.tapLink("Pikachu")
/// #expect(model.path == [25])
/// ```
@MainActor
public final class ViewHost {
  private let root: any View
  private var scenePhase: ScenePhase
  var frame = Frame()
  /// How many times the tree was rendered; writes carry this as their frame.
  public private(set) var renderCount = 0
  /// Every write the host made through a binding, oldest first.
  public internal(set) var writes: [HostWrite] = []
  /// What SwiftUI would log, refuse or ignore: missing destinations, a second
  /// sheet on one layer, state written during a render, and what the played
  /// version refuses in one frame (each named by its row of the behaviour table).
  public private(set) var issues: [HostIssue] = []
  /// What each view read as it was last rendered, and how often a change
  /// to it invalidated the view since, while ``tracksInvalidations``.
  let invalidations = Invalidations()
  /// Whether renderings track what each view reads, to count the views a
  /// change invalidates (``invalidatedViews``).
  ///
  /// Off unless a test asks: Observation cannot cancel a tracking, so each
  /// rendering leaves one registration per reader on every property that
  /// has not changed since (the Pokédex's 2,000 readers took the example's
  /// suite from 150 MB to 615 MB).
  public var tracksInvalidations = false

  // The state SwiftUI keeps itself for views given no binding.
  var ownedPaths: [String: [AnyHashable]] = [:]
  var ownedSelections: [String: AnyHashable] = [:]

  // Lifecycle memory from the previous rendering.
  private var appeared: Set<String> = []
  /// The `onDisappear` actions of the views on screen, run when they leave it.
  var disappearing: [String: () -> Void] = [:]
  /// The window this host renders, when a `WindowGroupHost` plays the system.
  var window: _Window?
  private var previousChanges: [String: _Change] = [:]
  private var tasks: [String: Task<Void, Never>] = [:]
  /// Presentations the user pulled down, with whether the nil write was delivered.
  var userDismissals: [Dismissal: Bool] = [:]

  // SwiftUI's timing: a clock the test moves, what SwiftUI does when
  // animations end, and the animations still running, by layer.
  /// How much time the test has let pass.
  public private(set) var now = Duration.zero
  var timedEvents: [(due: Duration, action: @MainActor () -> Void)] = []
  var presentingUntil: [Int: Duration] = [:]
  var dismissingUntil: [Int: Duration] = [:]

  /// How long a sheet or cover animates in or out: about half a second
  /// (row `presentation-animation`).
  public static let presentationAnimation = Duration.milliseconds(500)

  /// Which binding SwiftUI writes a pulled-down sheet's late `nil` through.
  ///
  /// Apple does not document it, so both are tested (row `late-nil-binding`).
  public enum LateNilBinding: Sendable {
    /// The binding of the frame in which the pull began.
    case pullFrame
    /// The binding of the latest frame, made for whatever is shown there now.
    case latest
  }

  /// The binding late `nil`s go through; see ``LateNilBinding``.
  public var lateNilBinding = LateNilBinding.pullFrame

  /// The SwiftUI version the host plays, from the repository's traces: iOS
  /// 18.6 unless a test says otherwise.
  public var version = PlayedVersion.playing("iOS 18.6")
  /// The presentations the version refused to bring up (more than a frame
  /// takes, or brought up with a dismissal), by presenter and item: they
  /// stay unshown while their item stays the same, as SwiftUI leaves them.
  var withheld: Set<Dismissal> = []
  /// The last write made through a binding, to make it again in the same
  /// frame (``writeAgain()``).
  var lastWrite: (write: HostWrite, perform: () -> Void)?

  struct Dismissal: Hashable {
    let presenter: String
    let id: AnyHashable
  }

  /// The horizontal size class the next rendering puts in the environment:
  /// compact, as on an iPhone, unless a test widens the window.
  public var horizontalSizeClass: UserInterfaceSizeClass? = .compact

  public init(_ view: some View, scenePhase: ScenePhase = .active) {
    self.root = view
    self.scenePhase = scenePhase
  }

  /// Evaluates the tree as SwiftUI does for one frame, keeps the result, then
  /// runs what SwiftUI runs after a frame: `onDismiss` of presentations that
  /// went away, `onChange`, `onAppear`, and `task`.
  public func render() {
    let previous = frame
    evaluate()
    runLifecycle(after: previous)
  }

  /// Evaluates the tree for one frame and keeps the result, running nothing.
  func evaluate() {
    var environment = EnvironmentValues()
    environment.scenePhase = scenePhase
    environment.horizontalSizeClass = horizontalSizeClass
    environment._window = window
    let invalidations = tracksInvalidations ? invalidations : nil
    invalidations?.beginRendering()
    var renderer = Renderer(
      ownedPaths: ownedPaths, ownedSelections: ownedSelections, invalidations: invalidations,
      withheld: withheld)
    _ViewUpdate.isRendering = true
    _ViewUpdate.writesWhileRendering = 0
    renderer.render(
      root,
      .init(environment: environment, identity: "", placement: .init(layer: 0, isVisible: true)))
    _ViewUpdate.isRendering = false
    if _ViewUpdate.writesWhileRendering > 0 {
      issues.append(
        HostIssue(
          "Modifying state during view update: \(_ViewUpdate.writesWhileRendering) write(s) "
            + "while rendering, which SwiftUI reports as undefined behavior"))
    }
    invalidations?.endRendering(keeping: renderer.hiddenTabs)
    // A withheld presentation whose item changed or went is SwiftUI's to show again.
    withheld = renderer.withheldSeen
    frame = renderer.frame
    issues += renderer.issues
    renderCount += 1
  }

  func runLifecycle(after previous: Frame) {
    checkTransaction(after: previous)
    // Dismissed or replaced presentations, top first, as SwiftUI dismisses
    // them: `onDismiss` runs at the end of the dismiss animation (row
    // `on-dismiss-after-animation`).
    for (index, old) in previous.presentations.enumerated().reversed() {
      let current = frame.presentations.first { $0.presenter == old.presenter }
      guard current?.id != old.id else { continue }
      let dismissal = Dismissal(presenter: old.presenter, id: old.id)
      guard userDismissals.removeValue(forKey: dismissal) == nil else { continue }
      dismissingUntil[index + 1] = now + Self.presentationAnimation
      if let onDismiss = old.onDismiss {
        after(Self.presentationAnimation) { onDismiss() }
      }
    }
    // A delivered user dismissal whose item came back was re-presented.
    for (dismissal, isDelivered) in userDismissals where isDelivered {
      if frame.presentations.contains(where: {
        $0.presenter == dismissal.presenter && $0.id == dismissal.id
      }) {
        userDismissals[dismissal] = nil
      }
    }

    let changes = Dictionary(
      frame.changes.map { ($0.identity, $0.value) }, uniquingKeysWith: { first, _ in first })
    for (identity, change) in changes {
      if let old = previousChanges[identity] {
        if !change.isEqual(old.value) { change.action(old.value) }
      } else if change.initial {
        change.action(change.value)
      }
    }
    previousChanges = changes

    for appearance in frame.appearances where !appeared.contains(appearance.identity) {
      appearance.value()
    }
    appeared = Set(frame.appearances.map(\.identity))
    runDisappearances(keeping: frame.disappearances)

    let running = Set(frame.tasks.map(\.identity))
    for (identity, task) in tasks where !running.contains(identity) {
      task.cancel()
      tasks[identity] = nil
    }
    for task in frame.tasks where tasks[task.identity] == nil {
      tasks[task.identity] = Task(priority: task.value.0, operation: task.value.1)
    }
  }

  /// What the played version cannot do in one transaction, recorded as
  /// issues named by their row of the behaviour table: a dismissal with an
  /// arrival it does not show (the arrival stays unshown), more presentations
  /// than it brings up in one frame (the later ones stay unshown), and a
  /// presentation while its layer is still animating (UIKit's "already
  /// presenting", the row of a dismissal with a presentation).
  private func checkTransaction(after previous: Frame) {
    let removed = previous.presentations.enumerated().filter { index, old in
      !frame.presentations.indices.contains(index) || frame.presentations[index].id != old.id
    }
    let arrived = frame.presentations.enumerated().filter { index, new in
      !previous.presentations.indices.contains(index) || previous.presentations[index].id != new.id
    }
    let grew = frame.stacks.contains { stack in
      let before = previous.stacks.first { $0.identity == stack.identity }
      return before.map { $0.path.count < stack.path.count } ?? false
    }
    // A presenter whose item changed replaces its sheet or cover (row
    // `sheet-item-replaces`), but not its alert or dialog (`alert-replaces-alert`).
    let replacing = Set(removed.map(\.element.presenter))
    let replaced = arrived.filter { replacing.contains($0.element.presenter) }
    if replaced.contains(where: {
      $0.element.style == .alert || $0.element.style == .confirmationDialog
    }) {
      withhold(
        replaced.map(\.element),
        HostIssue(
          "an alert or dialog replaced by another in one transaction: SwiftUI leaves the new one "
            + "unshown", row: "alert-replaces-alert"))
      return
    }
    let present = version.showsPresentationWithDismissal
    let arriving = Set(arrived.map(\.element.presenter))
    let dismissed = removed.filter { !arriving.contains($0.element.presenter) }
    let others = arrived.filter { !replacing.contains($0.element.presenter) }
    if !dismissed.isEmpty, !others.isEmpty, !present.value {
      withhold(
        others.map(\.element),
        HostIssue(
          "a dismissal and a presentation in one transaction: \(version.name) leaves the "
            + "presentation unshown", row: present.row))
      return
    }
    let push = version.showsPushWithDismissal
    if !removed.isEmpty, grew, !push.value {
      issues.append(
        HostIssue(
          "a dismissal and a push in one transaction: \(version.name) drops the push",
          row: push.row))
    }
    let limit = version.presentationsPerFrame
    if let most = limit.value, arrived.count > most {
      withhold(
        arrived.dropFirst(most).map(\.element),
        HostIssue(
          "\(arrived.count) presentations brought up in one frame: \(version.name) shows \(most) "
            + "a frame and leaves the later ones unshown", row: limit.row))
    }
    for (index, _) in arrived.prefix(limit.value ?? .max) {
      let layer = index + 1
      if let end = dismissingUntil[layer], end > now {
        issues.append(
          HostIssue(
            "presented at layer \(layer) while its dismissal is still animating", row: present.row
          ))
      }
      // Layers brought up together are the version's per-frame limit's
      // business; this is a presentation over one still coming up.
      if let end = presentingUntil[layer - 1], end > now,
        !arrived.contains(where: { $0.offset == index - 1 })
      {
        issues.append(
          HostIssue(
            "presented over layer \(layer - 1) while it is still animating in", row: present.row))
      }
      presentingUntil[layer] = now + Self.presentationAnimation
    }
  }

  /// Leaves `presentations` unshown, as SwiftUI does with those it refused,
  /// and renders again without them.
  private func withhold(_ presentations: [Frame.Presentation], _ issue: HostIssue) {
    withheld.formUnion(presentations.map { Dismissal(presenter: $0.presenter, id: $0.id) })
    let kept = issues
    evaluate()
    renderCount -= 1  // the same frame, without them
    issues = kept + [issue]
  }

  /// Runs `action` once `delay` has passed on the host's clock.
  func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) {
    timedEvents.append((now + delay, action))
  }

  /// Moves the clock on by `interval`, doing what SwiftUI does as animations
  /// end: late `nil` writes, `onDismiss`, in the order they come due.
  public func advance(by interval: Duration) {
    let end = now + interval
    while let next = timedEvents.map(\.due).min(), next <= end {
      now = next
      let due = timedEvents.filter { $0.due <= now }
      timedEvents.removeAll { $0.due <= now }
      for event in due { event.action() }
    }
    now = end
  }

  // MARK: What is on screen

  /// Every `Text`, `Label`, `Section`, `Button` and `NavigationLink` title on
  /// the visible screen: the selected tab, the top of its stack, under no
  /// presentation.
  ///
  /// Navigation titles and tab items are chrome, not listed.
  public var visibleTexts: [String] {
    frame.texts.filter { frame.isOnScreen($0.placement) }.map(\.value)
  }

  /// The outermost `navigationTitle` on the visible screen.
  public var visibleNavigationTitle: String? {
    frame.titles.first { frame.isOnScreen($0.placement) }?.value
  }

  /// The path a stack on the visible chain showed: `depth` 0 is the bottom
  /// one, and nil (the default) the innermost.
  ///
  /// Nil when there is no such stack.
  public func renderedPath(ofStackAt depth: Int? = nil) -> [AnyHashable]? {
    let stacks = frame.visibleStacks
    guard let index = depth.map({ stacks.indices.contains($0) ? stacks[$0] : nil }) ?? stacks.last
    else { return nil }
    return frame.stacks[index].path
  }

  /// The value of the `NavigationLink` titled `title` on the visible screen,
  /// as this rendering made it.
  public func linkValue(_ title: String) -> AnyHashable? {
    frame.links.first { frame.isOnScreen($0.placement) && $0.value.title == title }?.value.value
  }

  /// The presentations shown, bottom first.
  public var presentations: [HostedPresentation] {
    frame.presentations.map { presentation in
      let style: HostedPresentation.Style =
        switch presentation.style {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .alert: .alert
        case .confirmationDialog: .confirmationDialog
        }
      return HostedPresentation(style, id: presentation.id)
    }
  }

  /// The selection the innermost tab view on the visible chain rendered.
  public var selectedTab: AnyHashable? {
    frame.visibleTabViews.last.flatMap { frame.tabViews[$0].selection }
  }

  /// Whether the top screen of the visible stack hides its back button.
  public var isBackButtonHidden: Bool {
    visibleStackIndex.map { frame.stacks[$0].isBackButtonHidden } ?? false
  }

  /// The detents of the top presentation's `presentationDetents(_:selection:)`, if any.
  public var detents: Set<PresentationDetent>? { frame.presentations.last?.detents?.all }

  /// The detent the top presentation's selection binding reads.
  public var selectedDetent: PresentationDetent? {
    frame.presentations.last?.detents?.selection.wrappedValue
  }

  /// Whether the top presentation's modifier is attached to a view of type
  /// `type` (the glue's anchor marker, say), by its structural identity.
  public func isTopPresented(from type: String) -> Bool {
    frame.presentations.last?.presenter.split(separator: "/").contains {
      $0.hasPrefix(type + "<") || $0 == type
    } ?? false
  }

  /// The sources of the zoom transitions applied on the visible screen.
  public var zoomSources: [AnyHashable] {
    frame.zoomSources.filter { frame.isOnScreen($0.placement) }.map(\.value)
  }

  /// The views marked with `matchedTransitionSource(id:in:)` on the visible screen.
  public var transitionSources: [AnyHashable] {
    frame.transitionSources.filter { frame.isOnScreen($0.placement) }.map(\.value)
  }

  /// Drags the top sheet to `detent`: SwiftUI writes it to the selection
  /// binding of `presentationDetents(_:selection:)` (Apple's page: "A
  /// Binding to the currently selected detent").
  public func dragDetent(to detent: PresentationDetent) throws(HostError) {
    guard renderCount > 0 else { throw .notRendered }
    guard let detents = frame.presentations.last?.detents, detents.all.contains(detent) else {
      throw .detentNotOffered
    }
    detents.selection.wrappedValue = detent
  }

  /// Whether the top presentation has `interactiveDismissDisabled(true)`.
  public var isInteractiveDismissDisabled: Bool {
    frame.presentations.last?.isInteractiveDismissDisabled ?? false
  }

  /// The writes made against one rendering, to count writes per frame.
  public func writes(inFrame frame: Int) -> [HostWrite] {
    writes.filter { $0.frame == frame }
  }

  /// The stack the user sees: the innermost stack on the top layer's screen.
  var visibleStackIndex: Int? {
    frame.visibleStacks.last { frame.isOnScreen(frame.stacks[$0].placement) }
  }

  func record(_ target: HostWrite.Target, _ value: HostWrite.Value) {
    writes.append(HostWrite(target: target, value: value, frame: renderCount))
  }

  /// Records a write made through a binding, and keeps it to be made again.
  func record(
    _ target: HostWrite.Target, _ value: HostWrite.Value, again perform: @escaping () -> Void
  ) {
    record(target, value)
    lastWrite = (HostWrite(target: target, value: value, frame: renderCount), perform)
  }

  /// Sets the scene phase the next rendering puts in the environment.
  public func setScenePhase(_ phase: ScenePhase) {
    scenePhase = phase
  }
}
