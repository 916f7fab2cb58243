/// How a presentation covers what is beneath it.
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// A card over the current screen, dismissible by a swipe (SwiftUI's `.sheet`).
  case sheet
  /// A cover over the whole screen (SwiftUI's `.fullScreenCover`).
  case fullScreenCover
}
