import Foundation
@_spi(Host) import SwiftUI

// What a host does as one window of a multi-window app: views leave the
// screen (`onDisappear`), and the window closes.
extension ViewHost {
  /// Runs the `onDisappear` of each view that was on screen and no longer is,
  /// after the frame's `onAppear`s, as SwiftUI does.
  func runDisappearances(keeping shown: [Frame.Lifecycle<() -> Void>]) {
    let now = Dictionary(shown.map { ($0.identity, $0.value) }) { first, _ in first }
    for (identity, action) in disappearing where now[identity] == nil { action() }
    disappearing = now
  }

  /// Closes the window: every view leaves the screen, and nothing is shown.
  func closeWindow() {
    frame = Frame()
    runDisappearances(keeping: [])
  }

  /// Whether the window claims a URL, as `handlesExternalEvents` matches it:
  /// `*` matches anything, any other string a URL that contains it, ignoring case.
  func claims(_ url: URL, preferring: Bool) -> Bool {
    claims(url.absoluteString, preferring: preferring)
  }

  /// Whether the window claims an event identified by `text`: a URL's
  /// string, or an activity's `targetContentIdentifier` (empty without one,
  /// so that only `*` claims it).
  func claims(_ text: String, preferring: Bool) -> Bool {
    let strings = preferring ? frame.preferredEvents : frame.allowedEvents
    let text = text.lowercased()
    return strings.contains { $0 == "*" || (!$0.isEmpty && text.contains($0.lowercased())) }
  }
}
