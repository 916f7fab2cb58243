@_spi(Host) import SwiftUI

/// Walks a view tree the way SwiftUI evaluates it, into a `Frame`.
///
/// It reads every binding at most once and never writes one, and tracks what
/// each view reads (see ``Invalidations``).
@MainActor
struct Renderer {
  struct Context {
    var environment: EnvironmentValues
    /// Structural identity: the view's position, as SwiftUI identifies views.
    var identity: String
    /// The identity of the view whose body holds what is rendered here: what
    /// is read here, a built-in view's binding included, is that view's read.
    var view = ""
    var placement: Frame.Placement
    var stack: Int?
    var stackLevel = 0
    /// The index in `frame.presentations` of the presentation showing this view.
    var presentation: Int?
    var isLazy = false
    /// The index in `frame.selectionLists` of the selecting list around the view.
    var list: Int?

    func appending(_ component: String) -> Context {
      var context = self
      context.identity += "/" + component
      return context
    }
  }

  /// The paths and selections SwiftUI keeps itself, for views without bindings.
  let ownedPaths: [String: [AnyHashable]]
  let ownedSelections: [String: AnyHashable]
  /// Nil when the host does not track invalidations.
  let invalidations: Invalidations?
  /// The presentations the played version left unshown; those still there
  /// this frame go in `withheldSeen`.
  let withheld: Set<ViewHost.Dismissal>
  var withheldSeen: Set<ViewHost.Dismissal> = []
  /// The identities of the tabs not shown: SwiftUI keeps their views.
  var hiddenTabs: [String] = []
  var frame = Frame()
  var issues: [HostIssue] = []

  mutating func render(_ view: any View, _ context: Context) {
    if let primitive = view as? any _PrimitiveView {
      render(track(context) { primitive._primitive }, context)
    } else {
      var inner = context.appending(typeName(view))
      inner.view = inner.identity
      let environment = context.environment
      render(track(inner) { Self.body(of: view, in: environment) }, inner)
    }
  }

  /// Runs `read` as part of the evaluation of the view holding `context`.
  func track<T>(_ context: borrowing Context, _ read: () -> T) -> T {
    guard let invalidations else { return read() }
    return invalidations.track(context.view, read)
  }

  /// Fills the view's `@Environment` properties, then asks for its body.
  private static func body<V: View>(of view: V, in environment: EnvironmentValues) -> any View {
    for property in Mirror(reflecting: view).children {
      (property.value as? any _EnvironmentReader)?._resolve(environment)
    }
    return view.body
  }

  private func typeName(_ view: any View) -> String { String(describing: type(of: view)) }

  private mutating func render(_ primitive: _Primitive, _ context: Context) {
    switch primitive {
    case .empty, .image, .spacer, .progress:
      break
    case .text(let text), .label(title: let text, systemImage: _):
      frame.texts.append(.init(value: text, placement: context.placement))
    case .wrapped(let view):
      render(view, context.appending(typeName(view)))
    case .container(let kind, let children):
      var inner = context
      inner.isLazy = context.isLazy || kind.isLazy
      if case .section(let title?) = kind {
        frame.texts.append(.init(value: title, placement: context.placement))
      }
      for (index, child) in children.enumerated() { render(child, inner.appending("\(index)")) }
    case .conditional(let isTrue, let view):
      render(view, context.appending(isTrue ? "then" : "else"))
    case .forEach(let rows):
      for row in rows { render(row.view, context.appending("#\(row.id)")) }
    case .button(let label, _, let action):
      let title = title(of: label, context)
      frame.buttons.append(
        .init(value: .init(title: title, action: action), placement: context.placement))
    case .link(let label, let value):
      let link = Frame.Link(
        title: title(of: label, context), value: value, stack: context.stack, list: context.list)
      frame.links.append(.init(value: link, placement: context.placement))
    case .stack(let stack):
      render(stack, context)
    case .tabs(let content, let selection):
      renderTabs(content, selection, context)
    case .splitView(let columns):
      renderSplitView(columns, context)
    case .selectingList(let selection, let content):
      renderSelectingList(selection, content, context)
    case .modified(let content, let modifier):
      render(content, modifier, context)
    }
  }

  /// A button's or link's title: the texts of its label, recorded as one text.
  private mutating func title(of label: any View, _ context: Context) -> String {
    let start = frame.texts.count
    render(label, context.appending("label"))
    let title = frame.texts[start...].map(\.value).joined(separator: " ")
    frame.texts.removeSubrange(start...)
    frame.texts.append(.init(value: title, placement: context.placement))
    return title
  }

  // MARK: Navigation

  /// The root, then one destination per element of the path read once.
  private mutating func render(_ stack: _Stack, _ context: Context) {
    let identity = context.identity + "/stack"
    let path = track(context) { stack.path?.read() } ?? ownedPaths[identity] ?? []
    let index = frame.stacks.count
    frame.stacks.append(
      .init(identity: identity, placement: context.placement, path: path, binding: stack.path))
    var inner = context
    (inner.identity, inner.stack, inner.isLazy, inner.list) = (identity, index, false, nil)
    inner.placement.isVisible = context.placement.isVisible && path.isEmpty
    render(stack.root, inner.appending("root"))
    for (position, element) in path.enumerated() {
      inner.stackLevel = position + 1
      inner.placement.isVisible = context.placement.isVisible && position == path.count - 1
      let destinations = frame.stacks[index].destinations
      guard let view = destinations.lazy.compactMap({ $0(element) }).first else {
        issues.append(
          HostIssue(
            "no navigationDestination(for: \(type(of: element.base)).self) on stack \(identity); "
              + "SwiftUI shows an empty screen for element \(position)"))
        continue
      }
      render(view, inner.appending("\(position):\(element)"))
    }
  }

  /// Renders only the selected tab: the child whose tag equals the selection.
  private mutating func renderTabs(
    _ content: any View, _ selection: _Selection?, _ context: Context
  ) {
    let identity = context.identity + "/tabs"
    // A child's tag may lie in its body: evaluated here, its reads are the
    // tab view's.
    let environment = context.environment
    let tabs = track(context) { Self.tabs(in: content, environment) }
    let tags = tabs.compactMap(\.tag)
    let selected = track(context) { selection?.read() } ?? ownedSelections[identity] ?? tags.first
    frame.tabViews.append(
      .init(
        identity: identity, placement: context.placement, selection: selected, tags: tags,
        binding: selection))
    guard let tab = tabs.first(where: { $0.tag == selected }) ?? tabs.first else { return }
    if tab.tag != selected {
      issues.append(
        HostIssue("no tab is tagged \(String(describing: selected)); the host shows the first"))
    }
    let place = { (tag: AnyHashable?) in
      context.appending("tab(\(tag.map { "\($0.base)" } ?? "nil"))")
    }
    hiddenTabs += tabs.filter { $0.tag != tab.tag }.map { place($0.tag).identity }
    render(tab.view, place(tab.tag))
  }

  /// A tab view's children, through tuples, groups, `ForEach` (whose ids are
  /// the implicit tags) and conditionals.
  private static func tabs(in view: any View, _ environment: EnvironmentValues)
    -> [(tag: AnyHashable?, view: any View)]
  {
    guard let primitive = (view as? any _PrimitiveView)?._primitive else {
      return [(tag(of: view, environment), view)]
    }
    switch primitive {
    case .container(.tuple, let children), .container(.group, let children):
      return children.flatMap { tabs(in: $0, environment) }
    case .forEach(let rows):
      return rows.flatMap { row in
        tabs(in: row.view, environment).map { (tag: $0.tag ?? row.id, view: $0.view) }
      }
    case .conditional(_, let view), .wrapped(let view):
      return tabs(in: view, environment)
    case .empty:
      return []
    default:
      return [(tag(of: view, environment), view)]
    }
  }

  private static func tag(of view: any View, _ environment: EnvironmentValues) -> AnyHashable? {
    guard let primitive = (view as? any _PrimitiveView)?._primitive else {
      return tag(of: body(of: view, in: environment), environment)
    }
    switch primitive {
    case .modified(_, .tag(let tag)): return tag
    case .modified(let content, _), .wrapped(let content): return tag(of: content, environment)
    default: return nil
    }
  }

  // MARK: Modifiers

  private mutating func render(_ content: any View, _ modifier: _Modifier, _ context: Context) {
    var inner = context.appending("m")
    switch modifier {
    case .environmentObject(let type, let object):
      inner.environment.objects[type] = object
    case .destination(let type, let make):
      if let stack = context.stack, !context.isLazy {
        // A destination is built for the view that declared it.
        if let invalidations {
          let view = context.view
          frame.stacks[stack].destinations.append { element in
            invalidations.track(view) { make(element) }
          }
        } else {
          frame.stacks[stack].destinations.append(make)
        }
      } else {
        let place = context.isLazy ? "inside a List or Form" : "outside any NavigationStack"
        issues.append(
          HostIssue("navigationDestination(for: \(type).self) is \(place); the host ignores it"))
      }
    case .navigationTitle(let title):
      frame.titles.append(.init(value: title, placement: context.placement))
    case .backButtonHidden(let isHidden):
      if isHidden, let stack = context.stack {
        frame.stacks[stack].backButtonHiddenLevels.insert(context.stackLevel)
      }
    case .interactiveDismissDisabled(let isDisabled):
      if isDisabled, let presentation = context.presentation {
        frame.presentations[presentation].isInteractiveDismissDisabled = true
      }
    case .navigationTransition(let sourceID):
      if let sourceID {
        frame.zoomSources.append(.init(value: sourceID, placement: context.placement))
      }
    case .transitionSource(let id):
      frame.transitionSources.append(.init(value: id, placement: context.placement))
    case .presentationDetents(let detents, let selection):
      // The sheet reads its detent as it renders.
      _ = track(context) { selection.wrappedValue }
      if let presentation = context.presentation {
        frame.presentations[presentation].detents = (detents, selection)
      }
    case .openURL(let handler):
      frame.urlHandlers.append(handler)
    case .continueUserActivity(let type, let action):
      frame.activityHandlers.append((type, action))
    case .userActivity(let type, let isActive, let update):
      if isActive && context.placement.isVisible {
        frame.advertisedActivities.append((type, update))
      }
    case .onAppear(let action):
      if context.placement.isVisible {
        frame.appearances.append(.init(identity: context.identity, value: action))
      }
    case .onDisappear(let action):
      if context.placement.isVisible {
        frame.disappearances.append(.init(identity: context.identity, value: action))
      }
    case .externalEvents(let preferring, let allowing):
      frame.preferredEvents.formUnion(preferring)
      frame.allowedEvents.formUnion(allowing)
    case .onChange(let change):
      frame.changes.append(.init(identity: context.identity, value: change))
    case .task(let priority, let operation):
      if context.placement.isVisible {
        frame.tasks.append(.init(identity: context.identity, value: (priority, operation)))
      }
    case .tag, .tabItem:
      break
    case .tabViewStyle(let style):
      if context.placement.isVisible { frame.tabViewStyles.append(style) }
    case .searchable(let read, let write):
      // The field reads its text as it renders.
      _ = track(context) { read() }
      if context.placement.isVisible { frame.searchFields.append((read, write)) }
    case .id(let id):
      inner.identity += "(\(id))"
    case .presentation(let presentation):
      render(content, inner)
      present(presentation, over: context)
      return
    }
    render(content, inner)
  }

  /// Reads the item once; if there is one, renders its content as the next
  /// layer.
  ///
  /// SwiftUI shows one presentation per layer, so a second is ignored (row
  /// `one-presentation-per-layer`).
  private mutating func present(_ presentation: _Presentation, over context: Context) {
    guard let (id, content) = track(context, presentation.read) else { return }
    let key = ViewHost.Dismissal(presenter: context.identity, id: id)
    guard !withheld.contains(key) else {
      withheldSeen.insert(key)
      return
    }
    let layer = context.placement.layer + 1
    guard frame.presentations.count < layer else {
      issues.append(
        HostIssue(
          "a second presentation over layer \(layer - 1) at \(context.identity); "
            + "SwiftUI presents one at a time, so the host ignores it",
          row: "one-presentation-per-layer"))
      return
    }
    frame.presentations.append(
      .init(
        presenter: context.identity, style: presentation.style, id: id,
        dismiss: presentation.dismiss, onDismiss: presentation.onDismiss))
    var inner = context.appending("presented(\(id))")
    inner.placement = .init(layer: layer, isVisible: true)
    (inner.stack, inner.stackLevel, inner.isLazy, inner.list) = (nil, 0, false, nil)
    inner.presentation = frame.presentations.count - 1
    render(content, inner)
  }
}
