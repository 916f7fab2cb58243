import Observation
public import SwiftUI
public import Waypoint
import WaypointDisplay

extension View {
  /// Marks this view as the transition source and anchor named `id`.
  ///
  /// A screen opened with this ``EntryOptions/transitionSource`` zooms out of it on iOS 18 and
  /// later (Apple's `matchedTransitionSource(id:in:)`, in a namespace ``WaypointRoot`` provides),
  /// and opens as usual below. A popover or confirmation dialog whose ``Presentation/anchor`` is
  /// `id` points at it (Apple's `popover(item:attachmentAnchor:arrowEdge:content:)` points at the
  /// view it modifies, as iOS 26's confirmation dialog does); an anchor no view on screen marks is
  /// reported in ``DisplayedNavigation/issues``, and the popover or dialog points at the view that
  /// presents it.
  ///
  /// ```swift
  /// PokemonCell(id: 25).waypointSource(Pokedex.self, "25")
  /// ```
  public func waypointSource<Schema: NavigationSchema>(
    _ schema: Schema.Type, _ id: Schema.Selection
  ) -> some View {
    SourceMarker<Schema, Self>(id: id, content: self)
  }

  /// This screen, zooming out of `source` where there is one and the system zooms (iOS 18, not
  /// macOS); Apple's `navigationTransition(_:)`: "Add this modifier to a view that appears within a
  /// NavigationStack or a sheet, outside of any containers".
  func zooming<Source: Hashable>(from source: Source?) -> some View {
    ZoomingScreen(source: source, content: self)
  }
}

/// The namespace of one ``WaypointRoot``'s zoom transitions.
@Observable @MainActor final class TransitionNamespace {
  let id: Namespace.ID
  init(_ id: Namespace.ID) { self.id = id }
}

/// How the presentations over a marked view's layer point at it: `attach(view, id)` is `view`
/// showing the popover or confirmation dialog whose anchor is `id`.
@Observable @MainActor final class AnchorHost<Schema: NavigationSchema> {
  let attach: (AnyView, Schema.Selection) -> AnyView
  init(attach: @escaping (AnyView, Schema.Selection) -> AnyView) { self.attach = attach }
}

struct SourceMarker<Schema: NavigationSchema, Content: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  @Environment(TransitionNamespace.self) private var namespace: TransitionNamespace?
  @Environment(AnchorHost<Schema>.self) private var host: AnchorHost<Schema>?
  let id: Schema.Selection
  let content: Content

  var body: some View {
    RootCheck<Schema, _>(view: "waypointSource(_:_:)") { shown }
  }

  /// The content marked as a transition source and an anchor, showing what points at it.
  private var shown: AnyView {
    let (display, id) = (display, id)
    let marked = Group {
      if #available(iOS 18, macOS 15, *), let namespace {
        content.matchedTransitionSource(id: id, in: namespace.id)
      } else {
        content
      }
    }
    .onAppear { display.markAnchor(id, isShown: true) }
    .onDisappear { display.markAnchor(id, isShown: false) }
    return host?.attach(AnyView(marked), id) ?? AnyView(marked)
  }
}

struct ZoomingScreen<Content: View, Source: Hashable>: View {
  @Environment(TransitionNamespace.self) private var namespace: TransitionNamespace?
  let source: Source?
  let content: Content

  var body: some View {
    #if os(macOS)
      content
    #else
      if #available(iOS 18, *), let source, let namespace {
        content.navigationTransition(.zoom(sourceID: source, in: namespace.id))
      } else {
        content
      }
    #endif
  }
}

extension Detent {
  /// SwiftUI's detent of the same height.
  var shown: PresentationDetent { self == .medium ? .medium : .large }
}
