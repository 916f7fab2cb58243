public import WaypointCore
import WaypointDisplay
public import WaypointLinks
import WaypointNavigator

// What a user does, written to the display exactly as SwiftUI writes it. Each gesture waits until
// the navigator has settled it and the display shows the result. A gesture the user could not make
// (going back from a locked screen, pulling down a cover) fails the test instead.
extension NavigationTester {
  /// The back button or the edge swipe on the stack on screen.
  public func swipeBack(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let rendering = render()
    let path = rendering.visiblePath
    guard path.count > detailFloor(of: rendering.visibleLocation), let top = path.last else {
      return refuse(
        "There is no screen to go back from on \(rendering.visibleLocation).", at: location)
    }
    guard !top.isBackLocked else {
      return refuse(
        "The back button of \(top.route) is hidden: its back navigation is locked.", at: location)
    }
    await finish(display.writePath(Array(path.dropLast()), at: rendering.visibleLocation))
  }

  /// The back-history menu: back to the nearest screen showing `route` (or to the root for `nil`),
  /// in one write.
  public func popBack(
    to route: Schema.Route?, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let rendering = render()
    let path = rendering.visiblePath
    let floor = detailFloor(of: rendering.visibleLocation)
    let count: Int
    if let route {
      guard let index = path.dropLast().lastIndex(where: { $0.route == route }),
        index + 1 >= floor
      else {
        return refuse(
          "No screen of \(route) below the top of \(rendering.visibleLocation).", at: location)
      }
      count = index + 1
    } else {
      count = floor
    }
    guard path.last?.isBackLocked != true else {
      return refuse(
        "The back button of \(path.last?.route as Any) is hidden: it is locked.", at: location)
    }
    await finish(display.writePath(Array(path.prefix(count)), at: rendering.visibleLocation))
  }

  /// Pulls the top sheet down; SwiftUI writes `nil` when the animation ends.
  public func pullDownSheet(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let rendering = render()
    guard let top = rendering.presentations.last else {
      return refuse("No sheet is shown.", at: location)
    }
    guard top.style.traits.canBePulledDown else {
      let name = top.style.isDialog ? "A dialog" : "A full-screen cover"
      return refuse("\(name) cannot be pulled down.", at: location)
    }
    guard !top.isDismissalLocked else {
      return refuse(
        "The sheet cannot be pulled down: a screen in it or its dismissal is locked.", at: location)
    }
    let index = rendering.presentations.count - 1
    await finish(display.writePresentation(nil, at: index, shown: top.id))
  }

  /// Drags the top sheet to `detent`, one of its detents: SwiftUI writes it to the selection of
  /// `presentationDetents(_:selection:)`.
  public func dragSheet(
    to detent: Detent, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let top = render().presentations.last, top.style.traits.takesDetents,
      top.detents.contains(detent)
    else {
      return refuse("No sheet on top rests at the \(detent) detent.", at: location)
    }
    await finish(display.writeDetent(detent, shown: top.id))
  }

  /// Taps a button of the dialog on top (an alert or a confirmation dialog): the dialog goes, and
  /// whoever awaits it receives `answer`, what the app's `Dialog` for the route gives the button.
  public func answerDialog(
    with answer: Schema.ReturnValue, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let rendering = render()
    guard let top = rendering.presentations.last, top.style.isDialog else {
      return refuse("No dialog is shown.", at: location)
    }
    let index = rendering.presentations.count - 1
    await finish(display.answer(answer, at: index, shown: top.id))
  }

  /// Returns to the return point named `point` with `value`, as the app's screens do, and waits
  /// until the display shows the point; see `Navigator.return(to:with:)`.
  public func `return`(to point: String, with value: Schema.ReturnValue) async {
    await finish(navigator.return(to: point, with: value) as NavigationTask<Schema>)
  }

  // SwiftUI's search field writes to the display like any other gesture.

  /// Types `query` in the search tab's field (`.searchable(text:)`).
  public func search(_ query: String) async {
    await finish(display.writeSearchQuery(query))
  }

  /// Hides and reorders tabs as in the sidebar's edit mode: every tab in its new order, and the
  /// hidden ones (SwiftUI's `TabViewCustomization`, which keeps its own copy), reported as the app
  /// reports them, with a user-caused `arrangeTabs`.
  public func customizeTabs(_ tabs: [Schema.Tab], hidden: Set<Schema.Tab>) async {
    await finish(navigator.perform(.user) { try $0.arrangeTabs(tabs, hidden: hidden) })
  }

  /// Taps a tab in the tab bar; tapping the selected one again reselects it.
  public func tapTab(
    _ tab: Schema.Tab, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let rendering = render()
    guard rendering.presentations.isEmpty else {
      return refuse(
        "The tab bar is covered by \(rendering.presentations.count) presentation(s).", at: location)
    }
    guard !display.hiddenTabs.contains(tab) else {
      return refuse("The tab '\(tab)' is hidden: the tab bar does not show it.", at: location)
    }
    await finish(display.writeSelectedTab(tab))
    // iOS 26 pops the stack of the tab shown when it is tapped again, writing its root's path
    // (the behaviour table's row `tab-reselect-pops`).
    let path = rendering.paths[.tab(tab)] ?? []
    let floor = detailFloor(of: .tab(tab))
    if tab == rendering.selectedTab, display.profile.popsStackOnTabReselect, path.count > floor {
      await finish(display.writePath(Array(path.prefix(floor)), at: .tab(tab)))
    }
  }

  /// Taps a `NavigationLink` to `route`, whose entry gets `options`, on the screen shown.
  public func tapLink(
    to route: Schema.Route, options: EntryOptions<Schema.Selection> = .init(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let rendering = render()
    guard rendering.presentations.last?.style.isDialog != true else {
      let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      return refuse("A dialog is up and covers the screen: answer it first.", at: location)
    }
    let written =
      rendering.visiblePath + [display.linkValue(for: StackElement(route, options: options))]
    await finish(display.writePath(written, at: rendering.visibleLocation))
  }

  /// Opens a way in as the system hands it over: a link from `.onOpenURL` (a string literal is
  /// one), a user activity, an entity, a notification or a quick action.
  public func open(_ wayIn: WayIn, with router: LinkRouter<Schema>) async {
    // The task's form: a way in may wait for readiness, which the tester must not wait for here.
    let _: NavigationTask<Schema> = navigator.open(wayIn, with: router)
    await finish(nil)
  }

  /// The first screen is up: the ways in that waited open.
  public func markReadyForWaysIn() async {
    navigator.markReadyForWaysIn()
    await finish(nil)
  }

  /// Waits for a gesture's report, then lets the display catch up and renders.
  func finish(_ write: NavigationTask<Schema>?) async {
    _ = await write?.outcome
    await settle()
    render()
  }
}
