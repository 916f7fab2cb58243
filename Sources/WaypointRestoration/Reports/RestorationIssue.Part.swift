extension RestorationIssue {
  /// A part of a snapshot, named as the snapshot has it.
  ///
  /// A tab is named by the text it was saved as, because the tab may no longer exist in the app; a
  /// presentation by its index in the snapshot.
  public enum Part: Hashable, Sendable, CustomStringConvertible {
    /// The snapshot as a whole, or a value of its own such as the identity counter.
    case snapshot
    /// The selected tab.
    case selectedTab
    /// The stack of a tab, named as the snapshot spelled it (`?` when it did not).
    case tab(String)
    /// The presentation at this index, counted from the bottom.
    case presentation(Int)
  }
}
