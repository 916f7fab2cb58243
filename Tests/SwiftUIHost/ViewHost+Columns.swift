@_spi(Host) import SwiftUI

// Split views on the host: what each column shows, the rows selected, and the
// user's taps on rows. A test changes the width with `horizontalSizeClass`.
extension ViewHost {
  /// How many columns the innermost split view on the visible chain shows;
  /// nil when there is none.
  public var splitViewColumnCount: Int? {
    frame.visibleSplitViews.last.map { frame.splitViews[$0].columns }
  }

  /// The outermost `navigationTitle` on screen in a column of the split
  /// view (0 is the sidebar).
  public func navigationTitle(ofColumn column: Int) -> String? {
    frame.titles.first { frame.isOnScreen($0.placement) && $0.placement.column == column }?.value
  }

  /// Every `navigationTitle` rendered in a column of the split view on the
  /// top layer, in order: with a stack in the column, its root's first and
  /// those of the screens pushed over it, hidden or not.
  public func navigationTitles(ofColumn column: Int) -> [String] {
    frame.titles.filter { $0.placement.layer == frame.topLayer && $0.placement.column == column }
      .map(\.value)
  }

  /// The texts on screen in a column of the split view, in order.
  public func visibleTexts(ofColumn column: Int) -> [String] {
    frame.texts.filter { frame.isOnScreen($0.placement) && $0.placement.column == column }
      .map(\.value)
  }

  /// The selection each `List(selection:)` on screen rendered, in order.
  public var renderedRowSelections: [AnyHashable?] {
    frame.selectionLists.filter { frame.isOnScreen($0.placement) }.map(\.selection)
  }

  /// The `tabViewStyle(_:)`s applied on screen, by type name.
  public var tabViewStyles: [String] { frame.tabViewStyles }

  /// The tags of the tabs the innermost visible tab view shows, in order: a
  /// hidden tab is not among them.
  public var tabs: [AnyHashable] {
    frame.visibleTabViews.last.map { frame.tabViews[$0].tags } ?? []
  }

  /// The text of the search field on screen (`searchable(text:)`), if any.
  public var searchText: String? { frame.searchFields.last?.read() }

  /// Types `text` in the search field on screen: SwiftUI writes it to the
  /// field's binding.
  public func typeInSearchField(_ text: String) throws(HostError) {
    guard let field = frame.searchFields.last else { throw .notOnScreen("search field") }
    field.write(text)
  }

  /// Writes `value` to a `List(selection:)`, as a tap on its row does.
  func selectRow(_ value: AnyHashable?, inListAt list: Int) throws(HostError) {
    guard frame.selectionLists[list].binding.write(value) else {
      throw .valueTypeMismatch(
        value: value.map { "\(type(of: $0.base))" } ?? "nil", expected: "the list's selection")
    }
    record(.rowSelection(listAt: list), .row(value))
  }
}
