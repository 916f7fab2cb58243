import Observation
import SwiftUI
import SwiftUIHost
import Testing

/// A model shaped like the glue's binding layer: it classifies each write
/// against the path the view showed, captured in `body`.
@MainActor @Observable
final class ShownPathModel<Item: Hashable & Sendable> {
  var items: [Item] = []
  var presented: Sheet?
  private(set) var received: [(proposed: [Item], shown: [Item])] = []

  func write(_ proposed: [Item], shown: [Item]) {
    received.append((proposed, shown))
    items = proposed
  }
}

/// Generic glue-shaped views: a stack over any item type, with the destination
/// on the root, and a cover only where Apple has one.
struct GenericStack<Item: Hashable & Sendable, Root: View, Screen: View>: View {
  let model: ShownPathModel<Item>
  let root: Root
  let screen: (Item) -> Screen

  init(
    model: ShownPathModel<Item>, @ViewBuilder root: () -> Root,
    @ViewBuilder screen: @escaping (Item) -> Screen
  ) {
    self.model = model
    self.root = root()
    self.screen = screen
  }

  var body: some View {
    let shown = model.items
    NavigationStack(
      path: Binding(get: { model.items }, set: { model.write($0, shown: shown) })
    ) {
      root.navigationDestination(for: Item.self) { screen($0) }
    }
    #if !os(macOS)
      .fullScreenCover(item: Binding(get: { model.presented }, set: { model.presented = $0 })) {
        Text("Cover \($0.id)")
      }
    #endif
  }
}

@MainActor @Suite struct GlueShapeTests {
  @Test func aGenericStackReportsWritesWithThePathItShowed() throws {
    let model = ShownPathModel<String>()
    model.items = ["a", "b"]
    let host = ViewHost(
      GenericStack(model: model) {
        NavigationLink("Add c", value: "c")
      } screen: { item in
        Text("Item \(item)")
      })
    host.render()
    #expect(host.visibleTexts == ["Item b"])
    model.items = []  // the app moves on before SwiftUI renders again
    try host.swipeBack()
    #expect(model.received.map(\.proposed) == [["a"]])
    #expect(model.received.map(\.shown) == [["a", "b"]])
    model.presented = Sheet(id: "x")
    host.render()
    #expect(host.presentations == [HostedPresentation(.fullScreenCover, id: "x")])
  }
}
