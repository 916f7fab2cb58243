public import WaypointCore
public import WaypointLinks

// Every navigation the app asks for also as an `async` method that returns its outcome; the user's
// reports, which the UI makes without waiting, have only their task's form. A SwiftUI action calls
// the `NavigationTask` forms, with no `await`; in an `async` function Swift prefers these, so
// `await navigator.push(.x)` is the outcome, not the task with an "`await` does nothing" warning.
// `.outcome` still picks the task's form. Each calls that form through `outcome(of:)`, whose
// parameter only it fits: a plain call here would pick itself.
extension Navigator {
  /// Pushes a route and returns the outcome once it settles; see
  /// ``NavigationState/push(_:options:in:policy:)``.
  @discardableResult
  public func push(
    _ route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) async -> NavigationOutcome<Schema> {
    await outcome(of: push(route, options: options, in: location))
  }

  /// Pushes several routes in one transition and returns the outcome once it settles.
  @discardableResult
  public func push(contentsOf routes: [Schema.Route], in location: StackLocation<Schema>? = nil)
    async -> NavigationOutcome<Schema>
  {
    await outcome(of: push(contentsOf: routes, in: location))
  }

  /// Pops `count` entries and returns the outcome once it settles.
  @discardableResult
  public func pop(count: Int = 1, in location: StackLocation<Schema>? = nil) async
    -> NavigationOutcome<Schema>
  {
    await outcome(of: pop(count: count, in: location))
  }

  /// Pops to the root and returns the outcome once it settles.
  @discardableResult
  public func popToRoot(in location: StackLocation<Schema>? = nil) async
    -> NavigationOutcome<Schema>
  {
    await outcome(of: popToRoot(in: location))
  }

  /// Pops to an entry and returns the outcome once it settles.
  @discardableResult
  public func pop(to id: EntryID, in location: StackLocation<Schema>? = nil) async
    -> NavigationOutcome<Schema>
  {
    await outcome(of: pop(to: id, in: location))
  }

  /// Makes a stack hold exactly `routes` and returns the outcome once it settles.
  @discardableResult
  public func replaceStack(
    with routes: [Schema.Route], keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil
  ) async -> NavigationOutcome<Schema> {
    await outcome(
      of: replaceStack(with: routes, keepingCommonPrefix: keepingCommonPrefix, in: location))
  }

  /// Replaces the top entry and returns the outcome once it settles.
  @discardableResult
  public func replaceTop(
    with route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) async -> NavigationOutcome<Schema> {
    await outcome(of: replaceTop(with: route, options: options, in: location))
  }

  /// Selects a tab and returns the outcome once it settles.
  @discardableResult
  public func selectTab(_ tab: Schema.Tab) async -> NavigationOutcome<Schema> {
    await outcome(of: selectTab(tab))
  }

  /// Presents a route with its own stack and returns the outcome once it settles.
  @discardableResult
  public func present(
    _ route: Schema.Route,
    style: PresentationStyle = .sheet,
    options: EntryOptions<Schema.Selection> = .init(),
    stack: [StackElement<Schema>] = []
  ) async -> NavigationOutcome<Schema> {
    await outcome(of: present(route, style: style, options: options, stack: stack))
  }

  /// Dismisses a presentation and those above it and returns the outcome once it settles.
  @discardableResult
  public func dismiss(_ id: PresentationID? = nil) async -> NavigationOutcome<Schema> {
    await outcome(of: dismiss(id))
  }

  /// Dismisses every presentation and returns the outcome once it settles.
  @discardableResult
  public func dismissAll() async -> NavigationOutcome<Schema> {
    await outcome(of: dismissAll())
  }

  /// Jumps to a target and returns the outcome once it settles.
  @discardableResult
  public func navigate(to target: NavigationTarget<Schema>, cause: TransitionCause = .app) async
    -> NavigationOutcome<Schema>
  {
    await outcome(of: navigate(to: target, cause: cause))
  }

  /// Removes the entries that show a deleted item and returns the outcome once it settles.
  @discardableResult
  public func removeEntries(where predicate: @escaping (NavigationEntry<Schema>) -> Bool) async
    -> NavigationOutcome<Schema>
  {
    await outcome(of: removeEntries(where: predicate))
  }

  /// Changes an entry's options and returns the outcome once it settles.
  @discardableResult
  public func updateOptions(
    of id: EntryID, _ change: @escaping (inout EntryOptions<Schema.Selection>) -> Void
  ) async -> NavigationOutcome<Schema> {
    await outcome(of: updateOptions(of: id, change))
  }

  /// Runs operations as one navigation and returns the outcome once it settles.
  @discardableResult
  public func perform(
    _ cause: TransitionCause = .app,
    _ operations: @escaping (inout NavigationState<Schema>) throws -> Void
  ) async -> NavigationOutcome<Schema> {
    await outcome(of: perform(cause, operations))
  }

  /// Returns to a return point and returns the outcome once it settles.
  @discardableResult
  public func `return`(to point: String, with value: Schema.ReturnValue) async
    -> NavigationOutcome<Schema>
  {
    await outcome(of: self.return(to: point, with: value))
  }

  /// Lands on the pending navigation and returns the outcome once it settles; `nil` when nothing
  /// was pending.
  @discardableResult
  public func resumePending() async -> NavigationOutcome<Schema>? {
    let task: NavigationTask<Schema>? = resumePending()
    return await task?.outcome
  }

  /// Takes off screen every entry a guard no longer allows and returns the outcome once it settles.
  @discardableResult
  public func revalidate() async -> NavigationOutcome<Schema> {
    await outcome(of: revalidate())
  }

  /// Replaces the state with a saved one and returns the outcome once it settles.
  @discardableResult
  public func restore(_ saved: NavigationState<Schema>) async -> NavigationOutcome<Schema> {
    await outcome(of: restore(saved))
  }

  /// Opens a way in and returns the outcome once it settles.
  @discardableResult
  public func open(_ wayIn: WayIn, with router: LinkRouter<Schema>) async
    -> NavigationOutcome<Schema>
  {
    await outcome(of: open(wayIn, with: router))
  }

  /// The outcome of a navigation asked through its task's form.
  private func outcome(of task: NavigationTask<Schema>) async -> NavigationOutcome<Schema> {
    await task.outcome
  }
}
