/// Why the host refused to act.
///
/// SwiftUI would do nothing in each of these cases, because the user could
/// not do what the test asked.
public enum HostError: Error, Hashable, CustomStringConvertible {
  /// No rendering to act on: call `render()` first.
  case notRendered
  /// Nothing with this title is on the visible screen.
  case notOnScreen(String)
  /// Several things with this title are on the visible screen.
  case ambiguous(String, count: Int)
  case noNavigationStack
  case backButtonHidden
  case emptyPath
  case invalidPopCount(Int, renderedCount: Int)
  /// The link's value is nil, which disables it.
  case linkDisabled(String)
  /// A link's value or a tab's tag is not of the type its binding holds.
  case valueTypeMismatch(value: String, expected: String)
  case noPresentation
  /// Full-screen covers have no pull-down gesture.
  case coverCannotBeSwipedDown
  case interactiveDismissDisabled
  case noTabView
  /// A presentation covers the tab bar.
  case tabBarCovered
  /// No binding was written since the last rendering.
  case nothingToWriteAgain
  /// The top sheet does not rest at this detent: none, or not this one.
  case detentNotOffered
  /// A scenario step asked for an app change its screen does not offer.
  case changeNotOffered(String)

  public var description: String {
    switch self {
    case .notRendered: "nothing rendered yet; call render() first"
    case .changeNotOffered(let name): "the scenario's screen offers no change '\(name)'"
    case .notOnScreen(let title): "no '\(title)' on the visible screen"
    case .ambiguous(let title, let count): "\(count) views titled '\(title)' on the visible screen"
    case .noNavigationStack: "no navigation stack on the visible screen"
    case .backButtonHidden: "the visible screen hides its back button"
    case .emptyPath: "the visible stack shows its root; there is nothing to go back to"
    case .invalidPopCount(let count, let rendered):
      "cannot go back to \(count) screens from a path of \(rendered)"
    case .linkDisabled(let title): "the link '\(title)' has a nil value and is disabled"
    case .valueTypeMismatch(let value, let expected):
      "a value of type \(value) cannot be written to a binding of \(expected)"
    case .noPresentation: "no sheet or cover is presented"
    case .coverCannotBeSwipedDown: "a full-screen cover cannot be pulled down"
    case .interactiveDismissDisabled: "the sheet has interactiveDismissDisabled(true)"
    case .noTabView: "no tab view on the visible chain"
    case .tabBarCovered: "a presentation covers the tab bar"
    case .nothingToWriteAgain: "no binding was written in this frame"
    case .detentNotOffered: "the top sheet offers no such detent"
    }
  }
}
