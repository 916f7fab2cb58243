import WaypointCore

/// A whole state read leniently, before it is checked against the app's tabs,
/// identities and limits by `SnapshotAssembler`.
struct SnapshotState<Schema: NavigationSchema> {
  struct Tab {
    /// The tab, or why it could not be read.
    let tab: Result<Schema.Tab, SnapshotFailure>
    /// How the snapshot spelled it, for reports.
    let name: String
    let stack: SnapshotStack<Schema>
  }

  struct Presentation {
    let value:
      Result<
        (id: PresentationID, style: PresentationStyle, root: NavigationEntry<Schema>),
        SnapshotFailure
      >
    let stack: SnapshotStack<Schema>

    /// Entries this presentation held: its root and its stack.
    var entryCount: Int { stack.total.addingSaturated(1) }
  }

  private(set) var tabs: [Tab] = []
  private(set) var selectedTab: Result<Schema.Tab, SnapshotFailure>
  private(set) var presentations: [Presentation] = []
  private(set) var nextIdentity: UInt64?
  /// Parts of the state that could not be read at all.
  private(set) var failures: [RestorationIssue] = []

  /// A state whose every part was read.
  init(
    tabs: [Tab], selectedTab: Result<Schema.Tab, SnapshotFailure>, presentations: [Presentation],
    nextIdentity: UInt64?
  ) {
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.presentations = presentations
    self.nextIdentity = nextIdentity
  }

  init(from decoder: any Decoder, context: RestoreContext<Schema>) throws {
    let container = try decoder.container(keyedBy: SnapshotStateKeys.self)
    selectedTab = Self.decode(Schema.Tab.self, forKey: .selectedTab, in: container)
    nextIdentity = try? container.decodeIfPresent(UInt64.self, forKey: .nextIdentity)
    do {
      var list = try container.nestedUnkeyedContainer(forKey: .tabs)
      while !list.isAtEnd { tabs.append(Self.tab(from: try list.superDecoder(), context)) }
    } catch {
      let failure = SnapshotDecodingFailure(error, at: container.codingPath)
      failures.append(RestorationIssue(.unreadableTabs(failure), in: .snapshot))
    }
    guard container.contains(.presentations) else { return }
    do {
      var list = try container.nestedUnkeyedContainer(forKey: .presentations)
      while !list.isAtEnd {
        presentations.append(Self.presentation(from: try list.superDecoder(), context))
      }
    } catch {
      let failure = SnapshotDecodingFailure(error, at: container.codingPath)
      failures.append(RestorationIssue(.unreadablePresentations(failure), in: .snapshot))
    }
  }

  private static func tab(from decoder: any Decoder, _ context: RestoreContext<Schema>) -> Tab {
    do {
      let container = try decoder.container(keyedBy: SnapshotStateKeys.self)
      let tab = decode(Schema.Tab.self, forKey: .tab, in: container)
      let name =
        (try? tab.get()).map { "\($0)" }
        ?? (try? container.decode(String.self, forKey: .tab)) ?? "?"
      let stack = SnapshotStack(from: try container.superDecoder(forKey: .stack), context: context)
      return Tab(tab: tab, name: name, stack: stack)
    } catch {
      let failure = SnapshotFailure.undecodable(.init(error, at: decoder.codingPath))
      return Tab(tab: .failure(failure), name: "?", stack: SnapshotStack())
    }
  }

  private static func presentation(from decoder: any Decoder, _ context: RestoreContext<Schema>)
    -> Presentation
  {
    do {
      let container = try decoder.container(keyedBy: SnapshotStateKeys.self)
      let stack =
        container.contains(.stack)
        ? SnapshotStack(from: try container.superDecoder(forKey: .stack), context: context)
        : SnapshotStack()
      let root = SnapshotEntry(from: try container.superDecoder(forKey: .root), context: context)
      do {
        let id = try container.decode(PresentationID.self, forKey: .id)
        let style = try container.decode(PresentationStyle.self, forKey: .style)
        return Presentation(value: .success((id, style, try root.result.get())), stack: stack)
      } catch let failure as SnapshotFailure {
        return Presentation(value: .failure(failure), stack: stack)
      } catch {
        let failure = SnapshotFailure.undecodable(.init(error, at: container.codingPath))
        return Presentation(value: .failure(failure), stack: stack)
      }
    } catch {
      let failure = SnapshotFailure.undecodable(.init(error, at: decoder.codingPath))
      return Presentation(value: .failure(failure), stack: SnapshotStack())
    }
  }

  /// The app's own value under `key`, or what decoding it said.
  private static func decode<Value: Decodable>(
    _ type: Value.Type, forKey key: SnapshotStateKeys,
    in container: KeyedDecodingContainer<SnapshotStateKeys>
  ) -> Result<Value, SnapshotFailure> {
    do {
      return .success(try container.decode(type, forKey: key))
    } catch {
      return .failure(
        .undecodable(SnapshotDecodingFailure(error, at: container.codingPath + [key])))
    }
  }
}
