/// What a key does while browsing.
enum BrowseCommand: Hashable {
  case up, down, pageUp, pageDown, first, last
  case open, back, previous, next
  case nextTab, previousTab, tab(Int)
  case filter, goTo, history, timeline, openLink, help, quit, suspend, redraw
  /// Where the user is, in one line, on the status line.
  case whereAmI
  /// A quick look at the highlighted Pokémon in a half-height sheet, or
  /// the sheet dragged to the other detent.
  case peek
}
