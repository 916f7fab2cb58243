public import Foundation
public import WaypointLinks
public import WaypointNavigator

extension DisplayedNavigation {
  /// Opens a link SwiftUI handed to `.onOpenURL`: through the navigator, its
  /// guards and the link's presentation policy. Before the app is ready for
  /// links (``markReadyForLinks()``), the link waits in the navigator's queue.
  ///
  /// - Parameters:
  ///   - url: The URL as received.
  ///   - router: The app's link table.
  /// - Returns: The task that opens the link; its value is the outcome.
  @discardableResult
  public func open(_ url: URL, with router: LinkRouter<Schema>) -> Task<LinkOutcome<Schema>, Never>
  {
    Task { await navigator.open(url, with: router) }
  }

  /// Tells the navigator the first screen is up, so queued links open.
  ///
  /// - Returns: The task that opens them; its value is each queued link's outcome.
  @discardableResult
  public func markReadyForLinks() -> Task<[LinkOutcome<Schema>], Never> {
    Task { await navigator.markReadyForLinks() }
  }
}

extension Navigator {
  /// Opens a deep link given as a `URL`; see ``Navigator/open(_:with:)-(String,_)``.
  ///
  /// ```swift
  /// .onOpenURL { url in Task { await navigator.open(url, with: router) } }
  /// ```
  @discardableResult
  public func open(_ url: URL, with router: LinkRouter<Schema>) async -> LinkOutcome<Schema> {
    await open(url.absoluteString, with: router)
  }
}
