import Observation
public import SwiftUI
public import Waypoint
import WaypointDisplay

extension View {
  /// Marks this view as the transition source and anchor named `id`.
  ///
  /// A screen opened with this ``EntryOptions/transitionSource`` zooms out of it on iOS 18 and
  /// later (Apple's `matchedTransitionSource(id:in:)`, in a namespace ``WaypointRoot`` provides),
  /// and opens as usual below. A popover whose ``Presentation/anchor`` is `id` points at it
  /// (Apple's `popover(item:attachmentAnchor:arrowEdge:content:)` points at the view it modifies);
  /// an anchor no view on screen marks is reported in ``DisplayedNavigation/issues``, and the
  /// popover or dialog points at the view that presents it.
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

/// Where a marked view is: the index the popover over its layer takes, and how that presentation
/// shows.
@Observable @MainActor final class AnchorHost<Schema: NavigationSchema> {
  let index: Int
  let show: (PresentedItem<Schema>) -> AnyView
  init(index: Int, show: @escaping (PresentedItem<Schema>) -> AnyView) {
    (self.index, self.show) = (index, show)
  }
}

struct SourceMarker<Schema: NavigationSchema, Content: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  @Environment(TransitionNamespace.self) private var namespace: TransitionNamespace?
  @Environment(AnchorHost<Schema>.self) private var host: AnchorHost<Schema>?
  let id: Schema.Selection
  let content: Content

  var body: some View {
    let (display, id, host) = (display, id, host)
    let shown = host.flatMap { display.presentation(at: $0.index) }
    let anchored = Binding(
      get: { @MainActor () -> PresentedItem<Schema>? in
        guard let host, let item = display.presentation(at: host.index),
          item.shownStyle == .popover, item.anchor == id
        else { return nil }
        return item
      },
      set: { @MainActor in display.writePresentation($0, at: host?.index ?? 0, shown: shown?.id) })
    Group {
      if #available(iOS 18, macOS 15, *), let namespace {
        content.matchedTransitionSource(id: id, in: namespace.id)
      } else {
        content
      }
    }
    .popover(item: anchored) { host?.show($0) }
    .onAppear { display.markAnchor(id, isShown: true) }
    .onDisappear { display.markAnchor(id, isShown: false) }
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
