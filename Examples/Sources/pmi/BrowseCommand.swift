/// What a key does while browsing.
enum BrowseCommand: Hashable {
  case up, down, pageUp, pageDown, first, last
  case open, back, previous, next
  case nextTab, previousTab, tab(Int)
  case filter, goTo, history, timeline, openLink, help, quit, suspend, redraw
}
