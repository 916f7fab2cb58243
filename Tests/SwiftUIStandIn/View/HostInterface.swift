// What the test host (Tests/SwiftUIHost) reads from the built-in views.
//
// SwiftUI resolves its built-in views internally; the stand-in exposes their
// stored configuration instead, as SPI. Only `@_spi(Host) import SwiftUI` sees
// it, so the glue, which imports plain `SwiftUI`, cannot use anything that
// Apple's SwiftUI lacks.

public import Foundation

/// A built-in view as the host sees it: its configuration, never a body.
@_spi(Host) public protocol _PrimitiveView {
  var _primitive: _Primitive { get }
}

/// One built-in view's stored configuration.
@_spi(Host) public enum _Primitive {
  case empty
  case text(String)
  case label(title: String, systemImage: String)
  case image(systemName: String)
  case spacer
  case progress(Double?)
  /// A view that only wraps another (`AnyView`, a present `Optional`).
  case wrapped(any View)
  case container(_Container, [any View])
  /// The branch an `if`/`else` took; the host keeps the branches' identities apart.
  case conditional(isTrue: Bool, any View)
  case forEach([(id: AnyHashable, view: any View)])
  case button(label: any View, role: ButtonRole?, action: @MainActor () -> Void)
  /// `value` is nil when the link is disabled.
  case link(label: any View, value: AnyHashable?)
  case stack(_Stack)
  case tabs(content: any View, selection: _Selection?)
  /// A `NavigationSplitView`'s columns, leading first.
  case splitView([any View])
  /// A `List(selection:)`: its rows' links select rather than push.
  case selectingList(_ListSelection, any View)
  case modified(any View, _Modifier)
}

/// The layout containers; `isLazy` ones are where SwiftUI may not see destinations.
@_spi(Host) public enum _Container {
  case tuple, group, vStack, hStack, list, form
  case section(title: String?)

  public var isLazy: Bool {
    switch self {
    case .list, .form: true
    default: false
    }
  }
}

/// A `NavigationStack`: its root and, unless SwiftUI owns the path, its binding.
@_spi(Host) public struct _Stack {
  public let root: any View
  public let path: _Path?
}

/// A path binding seen as `[AnyHashable]`.
///
/// `write` returns false, and writes nothing, when an element is not of the
/// path's element type.
@_spi(Host) public struct _Path {
  public let elementType: Any.Type
  public let read: () -> [AnyHashable]
  public let write: ([AnyHashable]) -> Bool
}

/// A `TabView` selection binding; `write` returns false for a value of another type.
@_spi(Host) public struct _Selection {
  public let read: () -> AnyHashable
  public let write: (AnyHashable) -> Bool
}

/// A `List(selection:)` binding; `write` returns false for a value of another type.
@_spi(Host) public struct _ListSelection {
  public let read: () -> AnyHashable?
  public let write: (AnyHashable?) -> Bool
}

/// What a modifier adds to the view it wraps.
@_spi(Host) public enum _Modifier {
  /// Returns nil for a value of another type than the one registered.
  case destination(for: Any.Type, (AnyHashable) -> (any View)?)
  case navigationTitle(String)
  case backButtonHidden(Bool)
  case presentation(_Presentation)
  case interactiveDismissDisabled(Bool)
  /// `navigationTransition(_:)`: the zoom's source, `nil` for another transition.
  case navigationTransition(sourceID: AnyHashable?)
  /// `matchedTransitionSource(id:in:)`.
  case transitionSource(AnyHashable)
  /// `presentationDetents(_:selection:)`.
  case presentationDetents(Set<PresentationDetent>, Binding<PresentationDetent>)
  case openURL((URL) -> Void)
  /// `onContinueUserActivity(_:perform:)`: the type it continues and its action.
  case continueUserActivity(type: String, (NSUserActivity) -> Void)
  /// `userActivity(_:isActive:_:)`: the type advertised and how to fill it in.
  case userActivity(type: String, isActive: Bool, (NSUserActivity) -> Void)
  case environmentObject(ObjectIdentifier, AnyObject?)
  case onAppear(() -> Void)
  case onDisappear(() -> Void)
  /// `handlesExternalEvents(preferring:allowing:)`: the window's claim on URLs.
  case externalEvents(preferring: Set<String>, allowing: Set<String>)
  case onChange(_Change)
  case task(TaskPriority, @isolated(any) @Sendable () async -> Void)
  case tag(AnyHashable)
  case tabItem(any View)
  /// A `tabViewStyle(_:)`, by the style's type name.
  case tabViewStyle(String)
  /// A `searchable(text:placement:prompt:)`: reads and writes the field's text.
  case searchable(read: () -> String, write: (String) -> Void)
  /// An explicit identity: a new value is a new view, with new state.
  case id(AnyHashable)
}

/// A `sheet(item:)`, `fullScreenCover(item:)`, `popover(item:)`, `alert` or
/// `confirmationDialog`.
@_spi(Host) public struct _Presentation {
  public enum Style: Sendable { case sheet, fullScreenCover, popover, alert, confirmationDialog }
  public let style: Style
  /// Reads the item binding: the item's id and the content built for it.
  public let read: () -> (id: AnyHashable, content: any View)?
  /// Writes nil to the item binding.
  public let dismiss: () -> Void
  public let onDismiss: (() -> Void)?
}

/// An `onChange(of:initial:_:)`: the value seen, and how to compare and report it.
@_spi(Host) public struct _Change {
  public let value: Any
  public let initial: Bool
  public let isEqual: (Any) -> Bool
  /// Calls the action with the given old value and this value as the new one.
  public let action: (_ oldValue: Any) -> Void
}

/// The view every modifier returns: the content and what the modifier adds.
///
/// Internal, because Apple's modifiers return `some View` too.
nonisolated struct ModifiedView<Content: View>: View {
  let content: Content
  let modifier: _Modifier
  var body: Never { fatalError("a built-in view has no body") }
}

@_spi(Host) extension ModifiedView: _PrimitiveView {
  var _primitive: _Primitive { .modified(content, modifier) }
}

extension View {
  /// Wraps `self` with a modifier the host interprets.
  nonisolated func hostModifier(_ modifier: _Modifier) -> some View {
    ModifiedView(content: self, modifier: modifier)
  }
}

/// Tells the host when a binding or state is written during a render, which
/// SwiftUI reports as "Modifying state during view update".
@_spi(Host) @MainActor public enum _ViewUpdate {
  public static var isRendering = false
  public static var writesWhileRendering = 0

  static func noteWrite() {
    if isRendering { writesWhileRendering += 1 }
  }
}
