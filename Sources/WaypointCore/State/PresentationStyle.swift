/// How a presentation covers what is beneath it.
///
/// Sheets, covers and popovers hold a stack of their own and can have more presented over them. The
/// two dialog styles, ``alert`` and ``confirmationDialog``, hold no stack and nothing is presented
/// over them: their root's route names the question, and the button the user taps answers it (see
/// ``Dialog``).
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// A card over the current screen, dismissible by a swipe (SwiftUI's `.sheet`).
  case sheet
  /// A cover over the whole screen (SwiftUI's `.fullScreenCover`).
  case fullScreenCover
  /// A bubble pointing at what opened it (SwiftUI's `.popover`); a sheet where the width is
  /// compact.
  case popover
  /// An alert: a title, a message and a few buttons (SwiftUI's `.alert`).
  case alert
  /// A set of choices about an action the user started (SwiftUI's `.confirmationDialog`).
  case confirmationDialog

  /// Whether the style is a dialog: an ``alert`` or a ``confirmationDialog``, which hold no stack
  /// and have nothing presented over them.
  public var isDialog: Bool { !traits.holdsStack }

  /// What SwiftUI does with a presentation of a style.
  package struct Traits: Hashable, Sendable {
    /// It holds a stack, can have presentations over it, and its content runs `onAppear` when it
    /// comes up; a dialog's buttons give no signal.
    package let holdsStack: Bool
    /// The user can pull it down: a swipe, or a tap outside a popover.
    package let canBePulledDown: Bool
    /// SwiftUI runs its `onDismiss` at the end of the dismiss animation (Apple's
    /// `sheet(item:onDismiss:content:)` and `fullScreenCover(item:onDismiss:content:)`); the other
    /// modifiers take none, so their dismissal is given the animation's time.
    package let signalsDismissal: Bool
    /// What a platform without full-screen covers shows instead: macOS (Apple's `fullScreenCover`
    /// is unavailable there).
    package let withoutCovers: PresentationStyle
    /// It rests at ``Detent``s: Apple's `presentationDetents(_:selection:)` "sets the available
    /// detents for the enclosing sheet".
    package var takesDetents = false
    /// It points at a view, its ``Presentation/anchor``: a popover's `attachmentAnchor`, and a
    /// confirmation dialog's (rows `dialog-popover-regular`, `dialog-popover-ios26`).
    package var takesAnchor = false
  }

  /// The one table of what each style is: the core, the display, the glue and the test kit read it,
  /// so a new style is one row.
  package var traits: Traits {
    switch self {
    case .sheet:
      Traits(
        holdsStack: true, canBePulledDown: true, signalsDismissal: true, withoutCovers: .sheet,
        takesDetents: true)
    case .fullScreenCover:
      Traits(
        holdsStack: true, canBePulledDown: false, signalsDismissal: true, withoutCovers: .sheet)
    case .popover:
      Traits(
        holdsStack: true, canBePulledDown: true, signalsDismissal: false, withoutCovers: .popover,
        takesAnchor: true)
    case .alert, .confirmationDialog:
      Traits(
        holdsStack: false, canBePulledDown: false, signalsDismissal: false, withoutCovers: self,
        takesAnchor: self == .confirmationDialog)
    }
  }
}
