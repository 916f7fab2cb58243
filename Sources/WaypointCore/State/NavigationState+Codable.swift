extension NavigationState: Codable {
  private struct EncodedTab: Codable {
    let tab: Schema.Tab
    let stack: Stack<Schema>
    var hidden: Bool?, section: String?

    init(tab: Schema.Tab, stack: Stack<Schema>, hidden: Bool?, section: String?) {
      (self.tab, self.stack, self.hidden, self.section) = (tab, stack, hidden, section)
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: TabCodingKeys.self)
      tab = try container.decode(Schema.Tab.self, forKey: .tab)
      stack = try container.decode(Stack<Schema>.self, forKey: .stack)
      hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
      section = try container.decodeIfPresent(String.self, forKey: .section)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: TabCodingKeys.self)
      try container.encode(tab, forKey: .tab)
      try container.encode(stack, forKey: .stack)
      try container.encodeIfPresent(hidden, forKey: .hidden)
      try container.encodeIfPresent(section, forKey: .section)
    }
  }

  /// Decodes a state and checks every invariant.
  ///
  /// This is the strict decoder: any damage fails the whole decode with a `DecodingError` that
  /// names the broken invariant.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the decoded parts do not form a valid state
  ///   (duplicate identities, unknown selected tab, no tabs); its underlying error is the
  ///   ``NavigationError/invalidState(_:)`` that says which.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: NavigationStateCodingKeys.self)
    let tabs = try container.decode([EncodedTab].self, forKey: .tabs)
    do {
      try self.init(
        tabs: tabs.map { ($0.tab, $0.stack) },
        selectedTab: try container.decode(Schema.Tab.self, forKey: .selectedTab),
        presentations: try container.decodeIfPresent(
          [Presentation<Schema>].self, forKey: .presentations) ?? [],
        nextIdentity: try container.decodeIfPresent(UInt64.self, forKey: .nextIdentity))
      hiddenTabs = Set(tabs.filter { $0.hidden == true }.map(\.tab))
      tabSections = Dictionary(
        tabs.compactMap { tab in tab.section.map { (tab.tab, $0) } }, uniquingKeysWith: { $1 })
      searchQuery = try container.decodeIfPresent(String.self, forKey: .searchQuery) ?? ""
      // The tab bar's invariants, which the initializer checked without it.
      if let violation = invariantViolations().first {
        throw NavigationError<Schema>.invalidState(violation)
      }
      returnValues =
        try container.decodeIfPresent([EntryID: Schema.ReturnValue].self, forKey: .returns) ?? [:]
    } catch let error as NavigationError<Schema> {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: error.description,
          underlyingError: error))
    }
  }

  /// Encodes tabs in bar order with their stacks, hidden flags and sections, the selection, the
  /// presentations, the search query and the counter.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: NavigationStateCodingKeys.self)
    let tabs = tabStacks.map {
      EncodedTab(
        tab: $0.tab, stack: $0.stack, hidden: hiddenTabs.contains($0.tab) ? true : nil,
        section: tabSections[$0.tab])
    }
    try container.encode(tabs, forKey: .tabs)
    try container.encode(selectedTab, forKey: .selectedTab)
    if !presentations.isEmpty { try container.encode(presentations, forKey: .presentations) }
    if !searchQuery.isEmpty { try container.encode(searchQuery, forKey: .searchQuery) }
    try container.encode(nextIdentity, forKey: .nextIdentity)
    if !returnValues.isEmpty { try container.encode(returnValues, forKey: .returns) }
  }
}

/// Outside the generic type so its metadata is static: nested in a generic type, every container
/// made with it would look up run-time metadata.
enum NavigationStateCodingKeys: String, CodingKey {
  case tabs
  case selectedTab = "selected"
  case presentations
  case nextIdentity = "next"
  case returns
  case searchQuery = "search"
}

/// A tab and its stack in an encoded state.
enum TabCodingKeys: String, CodingKey {
  case tab, stack, hidden, section
}
