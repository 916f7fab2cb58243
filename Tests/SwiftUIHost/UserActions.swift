public import Foundation
@_spi(Host) import SwiftUI

/// The user's actions, always against the last rendering. Each one that the
/// user could not perform throws a `HostError` and writes nothing.
extension ViewHost {
  /// The back button or the edge swipe: writes the rendered path minus its
  /// last element to the visible stack's binding.
  public func swipeBack() throws(HostError) {
    let (index, stack) = try visibleStackForGoingBack()
    guard !stack.path.isEmpty else { throw .emptyPath }
    try writePath(Array(stack.path.dropLast()), to: index)
  }

  /// The back button's long-press history menu: one write of a shorter
  /// prefix of the rendered path, down to `count` elements (0 is the root).
  public func popBack(toCount count: Int) throws(HostError) {
    let (index, stack) = try visibleStackForGoingBack()
    guard (0..<stack.path.count).contains(count) else {
      throw .invalidPopCount(count, renderedCount: stack.path.count)
    }
    try writePath(Array(stack.path.prefix(count)), to: index)
  }

  /// Taps a `NavigationLink(value:)`: writes the enclosing stack's rendered
  /// path plus the link's value, in one write; in a `List(selection:)`,
  /// writes the link's value to the selection instead.
  public func tapLink(_ title: String) throws(HostError) {
    let link = try onScreen(title, in: frame.links, title: \.title)
    guard let value = link.value else { throw .linkDisabled(title) }
    if let list = link.list { return try selectRow(value, inListAt: list) }
    guard let stack = link.stack else { throw .noNavigationStack }
    try writePath(frame.stacks[stack].path + [value], to: stack)
  }

  /// Taps a `Button`: runs its action.
  ///
  /// A button of an alert or a confirmation dialog then closes it: SwiftUI
  /// sets its `isPresented` to false, as the user's dismissal, and animates
  /// it away from then on, so its layer is busy until the animation ends.
  public func tapButton(_ title: String) throws(HostError) {
    try onScreen(title, in: frame.buttons, title: \.title).action()
    guard let top = frame.presentations.last,
      top.style == .alert || top.style == .confirmationDialog
    else { return }
    let layer = frame.presentations.count
    userDismissals[Dismissal(presenter: top.presenter, id: top.id)] = true
    dismissingUntil[layer] = now + Self.presentationAnimation
    record(.presentedItem(at: layer), .nilItem)
    top.dismiss()
  }

  /// Pulls the top sheet down and lets go: the version's late `nil` later
  /// (``PlayedVersion/lateNil``), SwiftUI writes nil to its item binding,
  /// then calls its `onDismiss`; move the clock with ``advance(by:)`` to get
  /// there.
  ///
  /// Covers and sheets with `interactiveDismissDisabled` refuse.
  public func pullDownSheet() throws(HostError) {
    after(version.lateNil.value, try beginPullDownSheet())
  }

  /// Starts pulling the top sheet down and holds it; returns the letting go,
  /// after which the sheet goes as on ``pullDownSheet()``.
  ///
  /// While the user holds, SwiftUI writes nothing and runs no `onDismiss`,
  /// however long that is (row `held-pull`).
  public func holdPullDownSheet() throws(HostError) -> @MainActor () -> Void {
    let end = try beginPullDownSheet()
    return { [self] in after(version.lateNil.value, end) }
  }

  /// Starts pulling the top sheet down, and returns what SwiftUI does at the
  /// end of the dismiss animation: the nil write, then `onDismiss`.
  ///
  /// Call it later, after other renders or writes, to reproduce a late nil
  /// write.
  public func beginPullDownSheet() throws(HostError) -> @MainActor () -> Void {
    guard renderCount > 0 else { throw .notRendered }
    guard let top = frame.presentations.last else { throw .noPresentation }
    // A popover is a sheet where the width is compact (row `popover-compact-sheet`).
    guard top.style == .sheet || top.style == .popover else { throw .coverCannotBeSwipedDown }
    guard !top.isInteractiveDismissDisabled else { throw .interactiveDismissDisabled }
    let layer = frame.presentations.count
    let dismissal = Dismissal(presenter: top.presenter, id: top.id)
    userDismissals[dismissal] = false
    return { [self] in
      record(.presentedItem(at: layer), .nilItem)
      switch lateNilBinding {
      case .pullFrame: top.dismiss()
      case .latest: frame.presentations.first { $0.presenter == top.presenter }?.dismiss()
      }
      if userDismissals[dismissal] != nil { userDismissals[dismissal] = true }
      top.onDismiss?()
    }
  }

  /// Taps a tab: writes its tag to the selection, even when it is already
  /// selected, which is how apps see a reselect.
  ///
  /// A tap on the tab shown makes the version's writes
  /// (``PlayedVersion/reselectWrites``), in their order: the selection, and
  /// where the version pops the tab's stack itself (iOS 26), the shorter path
  /// of the tab's stack (the first stack on its layer), when it is longer.
  public func selectTab(_ tag: some Hashable) throws(HostError) {
    guard renderCount > 0 else { throw .notRendered }
    guard let index = frame.visibleTabViews.last else { throw .noTabView }
    let tabView = frame.tabViews[index]
    guard tabView.placement.layer == frame.topLayer else { throw .tabBarCovered }
    let tag = AnyHashable(tag)
    guard tabView.tags.contains(tag) else { throw .notOnScreen("tab \(tag)") }
    guard tag == tabView.selection else { return try writeSelection(tag, of: index) }
    for write in version.reselectWrites.value {
      switch write {
      case .selection: try writeSelection(tag, of: index)
      case .path(let count):
        guard
          let stack = frame.visibleStacks.first(where: {
            frame.stacks[$0].placement.layer == tabView.placement.layer
          }), frame.stacks[stack].path.count > count
        else { continue }
        try writePath(Array(frame.stacks[stack].path.prefix(count)), to: stack)
      }
    }
  }

  private func writeSelection(_ tag: AnyHashable, of index: Int) throws(HostError) {
    let tabView = frame.tabViews[index]
    if let binding = tabView.binding {
      guard binding.write(tag) else {
        throw .valueTypeMismatch(value: "\(type(of: tag.base))", expected: "the selection")
      }
      let depth = frame.visibleTabViews.firstIndex(of: index) ?? 0
      record(.selection(tabViewAt: depth), .selection(tag)) { _ = binding.write(tag) }
    } else {
      ownedSelections[tabView.identity] = tag
    }
  }

  /// SwiftUI writes the last binding write again, in the same frame: the
  /// same value through the same binding ("bound path tried to update
  /// multiple times per frame": gemwalletcom/gem-ios #593; a sheet's
  /// dismissal reported twice: FlowStacks #64).
  public func writeAgain() throws(HostError) {
    guard let lastWrite, lastWrite.write.frame == renderCount else { throw .nothingToWriteAgain }
    lastWrite.perform()
    writes.append(lastWrite.write)
  }

  /// Starts an interactive pop of the visible stack (the edge swipe, or on
  /// iOS 26 a swipe anywhere in the content: Apple's
  /// `interactiveContentPopGestureRecognizer`, so more pops start and more
  /// are cancelled there), and returns its end: `true` finishes it, writing
  /// the shorter path as ``swipeBack()`` does; `false` cancels it.
  ///
  /// A cancel writes the shorter path only where the version does
  /// (``PlayedVersion/cancelledPopWritesPath``). UIKit may call the top
  /// screen's disappear and appear callbacks as the pop starts and is
  /// cancelled; Waypoint reads no lifecycle to navigate, so the host runs
  /// neither.
  public func beginSwipeBack() throws(HostError) -> @MainActor (_ finishes: Bool) -> Void {
    let (index, stack) = try visibleStackForGoingBack()
    guard !stack.path.isEmpty else { throw .emptyPath }
    return { [self] finishes in
      guard finishes || version.cancelledPopWritesPath.value else { return }
      try? writePath(Array(stack.path.dropLast()), to: index)
    }
  }

  /// Delivers a URL to every `onOpenURL` in the last rendering; returns how many.
  @discardableResult
  public func openURL(_ url: URL) -> Int {
    for handler in frame.urlHandlers { handler(url) }
    return frame.urlHandlers.count
  }

  // MARK: Helpers

  private func visibleStackForGoingBack() throws(HostError) -> (Int, Frame.Stack) {
    guard renderCount > 0 else { throw .notRendered }
    guard let index = visibleStackIndex else { throw .noNavigationStack }
    let stack = frame.stacks[index]
    guard !stack.isBackButtonHidden else { throw .backButtonHidden }
    return (index, stack)
  }

  /// Writes a path through the stack's binding, or into the path SwiftUI
  /// keeps for a stack without one (not recorded: no binding is written).
  private func writePath(_ path: [AnyHashable], to index: Int) throws(HostError) {
    let stack = frame.stacks[index]
    guard let binding = stack.binding else {
      ownedPaths[stack.identity] = path
      return
    }
    guard binding.write(path) else {
      let found = path.first { type(of: $0.base) != binding.elementType }
      throw .valueTypeMismatch(
        value: found.map { "\(type(of: $0.base))" } ?? "?", expected: "[\(binding.elementType)]")
    }
    record(.path(stackAt: frame.visibleStacks.firstIndex(of: index) ?? 0), .path(path)) {
      _ = binding.write(path)
    }
  }

  private func onScreen<Value>(
    _ title: String, in records: [Frame.Placed<Value>], title keyPath: KeyPath<Value, String>
  ) throws(HostError) -> Value {
    guard renderCount > 0 else { throw .notRendered }
    let matches = records.filter {
      frame.isOnScreen($0.placement) && $0.value[keyPath: keyPath] == title
    }
    guard let match = matches.first else { throw .notOnScreen(title) }
    guard matches.count == 1 else { throw .ambiguous(title, count: matches.count) }
    return match.value
  }
}
