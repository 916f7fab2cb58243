/// How a presentation covers what is beneath it.
///
/// Sheets, covers and popovers hold a stack of their own and can have more
/// presented over them. The two dialog styles, ``alert`` and
/// ``confirmationDialog``, hold no stack and nothing is presented over them:
/// their root's route names the question, and the button the user taps
/// answers it (see ``Dialog``).
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// A card over the current screen, dismissible by a swipe (SwiftUI's `.sheet`).
  case sheet
  /// A cover over the whole screen (SwiftUI's `.fullScreenCover`).
  case fullScreenCover
  /// A bubble pointing at what opened it (SwiftUI's `.popover`); a sheet
  /// where the width is compact.
  case popover
  /// An alert: a title, a message and a few buttons (SwiftUI's `.alert`).
  case alert
  /// A set of choices about an action the user started (SwiftUI's
  /// `.confirmationDialog`).
  case confirmationDialog

  /// Whether the style is a dialog: an ``alert`` or a ``confirmationDialog``,
  /// which hold no stack and have nothing presented over them.
  public var isDialog: Bool { self == .alert || self == .confirmationDialog }
}
