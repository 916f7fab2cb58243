@_spi(Host) import SwiftUI

extension Frame {
  /// A `NavigationSplitView`: how many columns it shows.
  struct SplitView {
    let identity: String
    let placement: Placement
    let columns: Int
  }

  /// A `List(selection:)`: the selection read once, and its binding.
  struct SelectionList {
    let placement: Placement
    let selection: AnyHashable?
    let binding: _ListSelection
  }

  /// The split views on the visible chain, bottom first.
  var visibleSplitViews: [Int] {
    splitViews.indices.filter { splitViews[$0].placement.isVisible }
      .sorted { (splitViews[$0].placement.layer, $0) < (splitViews[$1].placement.layer, $1) }
  }
}
