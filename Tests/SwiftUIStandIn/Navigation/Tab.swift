// The iOS 18 form of a tab view: `Tab(value:)`s built by `TabContentBuilder`
// in `TabView(selection:content:)`. The stand-in turns each tab into its
// content marked with `tag(_:)` and `tabItem(_:)`, which is what the host
// reads of the view-builder form, so both forms render and select alike.

// Only the selection type: the stand-in declares no custom tab content.
// doc: https://developer.apple.com/documentation/swiftui/tabcontent
public protocol TabContent<TabValue> {
  // doc: https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
  associatedtype TabValue: Hashable
}

/// Tab content as the host reads it: each tab as its tagged content.
protocol TaggedTabs {
  var taggedViews: [any View] { get }
}

// doc: https://developer.apple.com/documentation/swiftui/tab
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  public typealias TabValue = Value

  let value: Value
  let content: Content
  let label: Label
  /// Kept, not rendered: the host has no search field of its own for the search tab.
  var role: TabRole?

  // doc: https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:)
  nonisolated public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  // doc: https://developer.apple.com/documentation/swiftui/tab/init(value:content:)
  nonisolated public init(value: Value, @ViewBuilder content: () -> Content)
  where Label == EmptyView {
    self.init(value: value, content: content) { EmptyView() }
  }

  // doc: https://developer.apple.com/documentation/swiftui/tab/init(value:role:content:)
  nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {
    self.init(value: value, content: content) { DefaultTabLabel() }
    self.role = role
  }
}

// doc: https://developer.apple.com/documentation/swiftui/tabrole
public nonisolated struct TabRole: Hashable, Sendable {
  private let name: String

  // doc: https://developer.apple.com/documentation/swiftui/tabrole/search
  public static var search: TabRole { TabRole(name: "search") }
}

// The label a role implies; the host reads no tab label, so it shows nothing here.
// doc: https://developer.apple.com/documentation/swiftui/defaulttablabel
public nonisolated struct DefaultTabLabel: View {
  public var body: some View { EmptyView() }
}

extension TabContent {
  // A hidden tab is left out of the tab view the host renders, as the tab bar leaves it out;
  // its state is the app's (the navigator keeps the tab's stack).
  // doc: https://developer.apple.com/documentation/swiftui/tabcontent/hidden(_:)
  nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
    TabGroup<TabValue>(taggedViews: hidden ? [] : (self as? any TaggedTabs)?.taggedViews ?? [])
  }
}

extension Tab: TaggedTabs {
  var taggedViews: [any View] {
    [
      ModifiedView(
        content: ModifiedView(content: content, modifier: .tabItem(label)), modifier: .tag(value))
    ]
  }
}

/// What the builder makes of several tabs: their tagged contents, in order.
nonisolated struct TabGroup<TabValue: Hashable>: TabContent, TaggedTabs {
  let taggedViews: [any View]
}

// doc: https://developer.apple.com/documentation/swiftui/tabcontentbuilder
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  // Opaque, as Apple's: the builder's result is never the tab itself.
  // doc: https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
  public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
    TabGroup<TabValue>(taggedViews: (content as? any TaggedTabs)?.taggedViews ?? [])
  }

  // Apple declares one overload per arity, up to ten; a pack cannot say
  // that every tab has the same value type yet ("same-element requirements
  // are not yet supported"), so the stand-in declares the arities used.
  // doc: https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:)
  public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1)
    -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue
  {
    group([c0, c1])
  }

  // doc: https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:_:)
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  )
    -> some TabContent<TabValue>
  where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
    group([c0, c1, c2])
  }

  // doc: https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:_:_:)
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  )
    -> some TabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue
  {
    group([c0, c1, c2, c3])
  }

  // doc: https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:_:_:_:)
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
    -> some TabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue
  {
    group([c0, c1, c2, c3, c4])
  }

  private static func group(_ tabs: [any TabContent]) -> TabGroup<TabValue> {
    TabGroup(taggedViews: tabs.flatMap { ($0 as? any TaggedTabs)?.taggedViews ?? [] })
  }

  // doc: https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  public nonisolated struct Content<C: TabContent>: View {
    let content: C

    public var body: Never { fatalError("a built-in view has no body") }
  }
}

@_spi(Host) extension TabContentBuilder.Content: _PrimitiveView {
  public var _primitive: _Primitive {
    .container(.group, (content as? any TaggedTabs)?.taggedViews ?? [])
  }
}

extension TabView {
  // The selection is not optional in this form.
  // doc: https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  nonisolated public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    let tabs = TabContentBuilder<SelectionValue>.Content(content: content())
    self.init(selection: .some(selection)) { tabs }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/tabviewstyle
@MainActor @preconcurrency
public protocol TabViewStyle {}

// doc: https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
public nonisolated struct SidebarAdaptableTabViewStyle: TabViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle/init()
  nonisolated public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  // doc: https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
  @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension View {
  // The host records the style by its type's name.
  // doc: https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    hostModifier(.tabViewStyle(String(describing: S.self)))
  }
}

// A tab for each element: its tabs, in order, are the tab view's.
extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue

  // doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  nonisolated public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TabValue {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }
}

extension ForEach: TaggedTabs where Content: TabContent {
  var taggedViews: [any View] {
    data.flatMap { (content($0) as? any TaggedTabs)?.taggedViews ?? [] }
  }
}

// The host shows a section's tabs in place, without its header: it has no sidebar.
// doc: https://developer.apple.com/documentation/swiftui/tabsection
public nonisolated struct TabSection<Header, Content, Footer, SelectionValue> {
  let header: Header
  let content: Content
  let footer: Footer
}

extension TabSection: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
  public typealias TabValue = Content.TabValue
}

extension TabSection where Content: TabContent, SelectionValue: Hashable {
  // The `StringProtocol` title, as the stand-in's `Text` (see "No localization").
  // doc: https://developer.apple.com/documentation/swiftui/tabsection/init(_:content:)
  public init<S: StringProtocol>(
    _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
  ) where Header == Text, Footer == EmptyView {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

extension TabSection: TaggedTabs where Content: TabContent {
  var taggedViews: [any View] { (content as? any TaggedTabs)?.taggedViews ?? [] }
}
