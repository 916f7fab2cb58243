import Observation
public import SwiftUI
public import Waypoint
import WaypointDisplay

extension View {
  /// Marks this view as the transition source and anchor named `id`.
  ///
  /// A screen opened with this ``EntryOptions/transitionSource`` zooms out
  /// of this view on iOS 18 and later (Apple's
  /// `matchedTransitionSource(id:in:)`, in a namespace ``WaypointRoot``
  /// provides); below, it opens as usual. A popover or confirmation dialog
  /// whose ``Presentation/anchor`` is not marked on screen is shown from the
  /// view that presents it, and the display reports
  /// ``DisplayIssue/anchorNotShown(_:anchor:)``.
  ///
  /// ```swift
  /// PokemonCell(id: 25).waypointSource(Pokedex.self, "25")
  /// ```
  public func waypointSource<Schema: NavigationSchema>(
    _ schema: Schema.Type, _ id: Schema.Selection
  ) -> some View {
    SourceMarker<Schema, Self>(id: id, content: self)
  }
}

/// The namespace of the zoom transitions of one ``WaypointRoot``.
@Observable
@MainActor
final class TransitionNamespace {
  let id: Namespace.ID

  init(_ id: Namespace.ID) {
    self.id = id
  }
}

/// A view marked as a transition source and anchor: see `waypointSource(_:_:)`.
struct SourceMarker<Schema: NavigationSchema, Content: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  @Environment(TransitionNamespace.self) private var namespace: TransitionNamespace?
  let id: Schema.Selection
  let content: Content

  var body: some View {
    let (display, id) = (display, id)
    marked
      .onAppear { display.markAnchor(id, isShown: true) }
      .onDisappear { display.markAnchor(id, isShown: false) }
  }

  @ViewBuilder private var marked: some View {
    if #available(iOS 18, macOS 15, *) {
      if let namespace {
        content.matchedTransitionSource(id: id, in: namespace.id)
      } else {
        content
      }
    } else {
      content
    }
  }
}

/// A screen that zooms out of its transition source, where there is one
/// and the system has zoom transitions (iOS 18; not macOS).
///
/// Apple's `navigationTransition(_:)`: "Add this modifier to a view that
/// appears within a NavigationStack or a sheet, outside of any containers".
struct ZoomingScreen<Content: View, Source: Hashable>: View {
  @Environment(TransitionNamespace.self) private var namespace: TransitionNamespace?
  let source: Source?
  let content: Content

  var body: some View {
    #if os(macOS)
      content
    #else
      if #available(iOS 18, *) {
        if let source, let namespace {
          content.navigationTransition(.zoom(sourceID: source, in: namespace.id))
        } else {
          content
        }
      } else {
        content
      }
    #endif
  }
}

extension Detent {
  /// SwiftUI's detent of the same height.
  var shown: PresentationDetent {
    switch self {
    case .medium: .medium
    case .large: .large
    }
  }
}
