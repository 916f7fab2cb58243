public import WaypointCore
import WaypointDisplay

// Time moves when the test says: navigations in flight finish, the display takes its updates, and
// SwiftUI renders.
extension NavigationTester {
  /// Renders what SwiftUI shows now: every scheduled display update runs, then the display's
  /// getters are read, as SwiftUI reads them in a frame.
  @discardableResult
  package func render() -> Rendering<Schema> {
    scheduler.runAll()
    return readScreen()
  }

  /// Runs one display update and reads the screen, without running the rest.
  ///
  /// - Returns: Whether an update ran.
  @discardableResult
  public func runDisplayUpdate() -> Bool {
    defer { _ = readScreen() }
    return scheduler.runNext()
  }

  /// The route SwiftUI shows now (the display catches up first): the top of the visible stack, or
  /// the root of the top presentation; `nil` at a tab's own root.
  public var visibleRoute: Schema.Route? {
    let rendering = render()
    return rendering.visiblePath.last?.route ?? rendering.presentations.last?.root.route
  }

  /// Whether the user can go back on the screen SwiftUI shows now: there is a screen to leave (in a
  /// split view's detail, above its root) and its back button is not hidden by a back lock.
  public var canGoBack: Bool {
    let rendering = render()
    guard let top = rendering.visiblePath.last, !top.isBackLocked else { return false }
    return rendering.visiblePath.count > detailFloor(of: rendering.visibleLocation)
  }

  /// Whether the user can pull the top presentation down now: a sheet or a popover (a sheet where
  /// the width is compact) holding no back-locked screen.
  public var canPullDownSheet: Bool {
    guard let top = render().presentations.last else { return false }
    return top.style.traits.canBePulledDown && !top.isDismissalLocked
  }

  /// Lets every navigation in flight finish: reports queued by gestures, guards that decided, links
  /// that opened.
  package func settle() async {
    for _ in 0..<1_000 where !navigator.isIdle { await Task.yield() }
    // The display's own tasks resume after the navigator's.
    for _ in 0..<8 { await Task.yield() }
  }

  private func readScreen() -> Rendering<Schema> {
    let tab = display.selectedTab
    var presentations: [PresentedItem<Schema>] = []
    while let item = display.presentation(at: presentations.count) { presentations.append(item) }
    var paths = [StackLocation<Schema>.tab(tab): display.path(at: .tab(tab))]
    for item in presentations {
      paths[.presentation(item.id)] = display.path(at: .presentation(item.id))
    }
    let rendering = Rendering(selectedTab: tab, presentations: presentations, paths: paths)
    signalPresentationChanges(from: lastRendering?.presentations ?? [], to: presentations)
    lastRendering = rendering
    return rendering
  }

  /// Tells the display what SwiftUI tells it once a frame has changed the presentations:
  /// `onDismiss` for each that went, top first, and the appearance of each that came.
  private func signalPresentationChanges(
    from old: [PresentedItem<Schema>], to new: [PresentedItem<Schema>]
  ) {
    for index in old.indices.reversed() where new.count <= index || new[index].id != old[index].id {
      display.presentationDidDismiss(at: index)
    }
    for (index, item) in new.enumerated() where old.count <= index || old[index].id != item.id {
      display.presentationDidAppear(item.id)
    }
  }
}
