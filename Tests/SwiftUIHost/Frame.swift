import Foundation
@_spi(Host) import SwiftUI

/// One rendering: what was shown, and the bindings and actions to act on it.
///
/// The host keeps the last one and acts against it, as SwiftUI acts against
/// what it last showed rather than against the model.
struct Frame {
  /// Where a view was rendered: on which presentation layer (0 is the base
  /// screen), and whether it is on that layer's screen, that is in the top
  /// layer of every enclosing stack.
  struct Placement {
    var layer: Int
    var isVisible: Bool
    /// The column of the split view the view is in, leading first.
    var column: Int? = nil
  }

  struct Placed<Value> {
    let value: Value
    let placement: Placement
  }

  struct Stack {
    let identity: String
    let placement: Placement
    /// The path read from the binding, once, during the rendering.
    let path: [AnyHashable]
    /// Nil when SwiftUI owns the path (`NavigationStack(root:)`).
    let binding: _Path?
    var destinations: [(AnyHashable) -> (any View)?] = []
    /// Stack layers (0 is the root) with `navigationBarBackButtonHidden(true)`.
    var backButtonHiddenLevels: Set<Int> = []

    var isBackButtonHidden: Bool { backButtonHiddenLevels.contains(path.count) }
  }

  struct TabView {
    let identity: String
    let placement: Placement
    let selection: AnyHashable?
    let tags: [AnyHashable]
    /// Nil when SwiftUI owns the selection.
    let binding: _Selection?
  }

  struct Presentation {
    /// The identity of the view the presentation modifier is attached to.
    let presenter: String
    let style: _Presentation.Style
    let id: AnyHashable
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
    var isInteractiveDismissDisabled = false
    /// Its `presentationDetents(_:selection:)`, if any.
    var detents: (all: Set<PresentationDetent>, selection: Binding<PresentationDetent>)?
  }

  struct Link {
    let title: String
    let value: AnyHashable?
    /// The index in `stacks` of the stack the link is in.
    let stack: Int?
    /// The index in `selectionLists` of the `List(selection:)` the link is
    /// in: tapping it selects its row.
    var list: Int? = nil
  }

  struct Button {
    let title: String
    let action: @MainActor () -> Void
  }

  struct Lifecycle<Value> {
    let identity: String
    let value: Value
  }

  var texts: [Placed<String>] = []
  var titles: [Placed<String>] = []
  /// The sources of the zoom transitions (`navigationTransition(.zoom(…))`).
  var zoomSources: [Placed<AnyHashable>] = []
  /// The views marked with `matchedTransitionSource(id:in:)`.
  var transitionSources: [Placed<AnyHashable>] = []
  var buttons: [Placed<Button>] = []
  var links: [Placed<Link>] = []
  var stacks: [Stack] = []
  var tabViews: [TabView] = []
  var splitViews: [SplitView] = []
  var selectionLists: [SelectionList] = []
  /// The `tabViewStyle(_:)`s applied on screen, by type name.
  var tabViewStyles: [String] = []
  /// The `searchable(text:)` fields on screen: each reads and writes its text.
  var searchFields: [(read: () -> String, write: (String) -> Void)] = []
  /// The presentations shown, bottom first: index `i` is layer `i + 1`.
  var presentations: [Presentation] = []
  var urlHandlers: [(URL) -> Void] = []
  /// The `onContinueUserActivity` actions, with the type each continues.
  var activityHandlers: [(type: String, action: (NSUserActivity) -> Void)] = []
  /// The active `userActivity(_:isActive:_:)`s on screen: each type and how to fill it in.
  var advertisedActivities: [(type: String, update: (NSUserActivity) -> Void)] = []
  /// `onAppear` actions of views on their layer's screen.
  var appearances: [Lifecycle<() -> Void>] = []
  var changes: [Lifecycle<_Change>] = []
  /// `onDisappear` actions of views on their layer's screen.
  var disappearances: [Lifecycle<() -> Void>] = []
  /// What the window's `handlesExternalEvents(preferring:allowing:)` claim.
  var preferredEvents: Set<String> = []
  var allowedEvents: Set<String> = []
  var tasks: [Lifecycle<(TaskPriority, @isolated(any) @Sendable () async -> Void)>] = []

  /// The layer the user sees: the topmost presentation, or the base screen.
  var topLayer: Int { presentations.count }

  func isOnScreen(_ placement: Placement) -> Bool {
    placement.layer == topLayer && placement.isVisible
  }

  /// The stacks on the visible chain, bottom first: on each layer, the stack
  /// in the selected tab, and any stack inside its top screen.
  var visibleStacks: [Int] {
    stacks.indices.filter { stacks[$0].placement.isVisible }
      .sorted { (stacks[$0].placement.layer, $0) < (stacks[$1].placement.layer, $1) }
  }

  var visibleTabViews: [Int] {
    tabViews.indices.filter { tabViews[$0].placement.isVisible }
      .sorted { (tabViews[$0].placement.layer, $0) < (tabViews[$1].placement.layer, $1) }
  }
}
