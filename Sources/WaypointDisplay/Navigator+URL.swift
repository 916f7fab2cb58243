public import Foundation
public import WaypointLinks
public import WaypointNavigator

extension Navigator {
  /// Opens a deep link given as a `URL`; see ``Navigator/open(_:with:)-(String,_)``.
  ///
  /// ```swift
  /// .onOpenURL { url in navigator.open(url, with: router) }
  /// ```
  @discardableResult
  public func open(_ url: URL, with router: LinkRouter<Schema>) -> NavigationTask<Schema> {
    open(url.absoluteString, with: router)
  }
}
