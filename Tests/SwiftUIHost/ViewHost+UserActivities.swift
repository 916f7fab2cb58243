@_spi(Host) public import SwiftUI

// User activities, as SwiftUI hands them to a scene and reads them from it:
// `onContinueUserActivity(_:perform:)` and `userActivity(_:isActive:_:)`.
extension ViewHost {
  /// Delivers an activity to every `onContinueUserActivity` of its type in
  /// the last rendering, as SwiftUI does for a running scene; returns how many.
  @discardableResult
  public func continueUserActivity(_ activity: NSUserActivity) -> Int {
    let handlers = frame.activityHandlers.filter { $0.type == activity.activityType }
    for handler in handlers { handler.action(activity) }
    return handlers.count
  }

  /// Renders the first frame of a scene launched to continue an activity.
  ///
  /// It delivers the activity before anything appears: the activity reaches
  /// `onContinueUserActivity` before the first `onAppear` runs, the order
  /// the glue must survive at a cold launch. Returns how many took it.
  @discardableResult
  public func render(continuing activity: NSUserActivity) -> Int {
    let previous = frame
    evaluate()
    let count = continueUserActivity(activity)
    runLifecycle(after: previous)
    return count
  }

  /// The activity the scene advertises, filled in as SwiftUI fills it when
  /// it saves it (for Handoff or Spotlight): a new activity of the first
  /// active `userActivity` type on screen in the last rendering, given to
  /// its update closure; `nil` when none is active.
  public var advertisedUserActivity: NSUserActivity? {
    guard let advertised = frame.advertisedActivities.first else { return nil }
    let activity = NSUserActivity(activityType: advertised.type)
    advertised.update(activity)
    return activity
  }

  /// What the window's `handlesExternalEvents(preferring:allowing:)` claim
  /// in the last rendering.
  public var externalEvents: (preferring: Set<String>, allowing: Set<String>) {
    (frame.preferredEvents, frame.allowedEvents)
  }
}
