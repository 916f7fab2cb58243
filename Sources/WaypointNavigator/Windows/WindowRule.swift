public import WaypointCore

/// How a ``WindowRegistry`` chooses the window a way in lands in.
///
/// Whatever the rule, a way in that arrives while no window is open waits for the first one and
/// lands there.
public struct WindowRule<Schema: NavigationSchema>: Sendable {
  /// A custom rule's closure: the way in's target and the open windows, frontmost first, each with
  /// its state.
  public typealias Choose =
    @MainActor @Sendable (
      _ target: NavigationTarget<Schema>,
      _ windows: [(id: WindowID, state: NavigationState<Schema>)]
    ) -> WindowChoice

  enum Kind {
    case frontmost, showing, newWindow
    case custom(Choose)
  }

  let kind: Kind

  /// Every way in lands in the frontmost window: the one the user last made active.
  public static var frontmost: WindowRule { WindowRule(kind: .frontmost) }

  /// A way in lands in the window already showing its target, else in the frontmost.
  ///
  /// A window shows a target when its stack on the target's tab (the selected tab for a target
  /// without one) begins with the target's routes, and its presentations begin with the target's,
  /// each with its root and the beginning of its stack: landing there only takes away what is
  /// above. When several windows show it, the frontmost of them takes it.
  public static var showing: WindowRule { WindowRule(kind: .showing) }

  /// Every way in lands in a window of its own: a new one, unless a window has shown nothing yet
  /// (it has taken no way in and never navigated), which takes it.
  ///
  /// Where the app cannot open windows (the glue says so on iPhone), the frontmost window takes the
  /// way in.
  public static var newWindow: WindowRule { WindowRule(kind: .newWindow) }

  /// The app's own rule: `choose` sees the way in's target and the open windows, frontmost first,
  /// and names a window, asks for a new one, or chooses no window, so the way in fails.
  ///
  /// - Parameter choose: Picks the window; it is called once per way in.
  /// - Returns: A rule that asks `choose`.
  public static func custom(_ choose: @escaping Choose) -> WindowRule {
    WindowRule(kind: .custom(choose))
  }

  /// Whether a window whose state is `state` already shows `target`; see ``showing``.
  static func state(_ state: NavigationState<Schema>, shows target: NavigationTarget<Schema>)
    -> Bool
  {
    let tab = target.tab ?? state.selectedTab
    guard let stack = state.stack(at: .tab(tab)) else { return false }
    if let routes = target.stack?.map(\.route), !stack.map(\.route).starts(with: routes) {
      return false
    }
    guard state.presentations.count >= target.presentations.count else { return false }
    return zip(target.presentations, state.presentations).allSatisfy { wanted, shown in
      wanted.root.route == shown.root.route
        && shown.stack.map(\.route).starts(with: wanted.stack.map(\.route))
    }
  }
}
