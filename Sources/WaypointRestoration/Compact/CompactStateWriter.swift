import WaypointCore

/// Writes a snapshot envelope and its state straight into bytes, in the same
/// shape `CompactEncoder` gives the `Codable` state (byte for byte, when routes
/// are `Codable`), without building a value tree or an encoder per entry.
///
/// Only the app's own types (tabs, selections, `Codable` routes) go through
/// `Codable`; routes that adopt ``SnapshotRecord`` are written as records.
struct CompactStateWriter<Schema: NavigationSchema> {
  private var record = SnapshotRecordWriter()
  private let routes: RecordCoding<Schema.Route>?

  init(routes: RecordCoding<Schema.Route>?) {
    self.routes = routes
  }

  /// The bytes of `{format, app, state}`.
  static func encode(
    _ state: NavigationState<Schema>, format: Int, app: Int,
    routes: RecordCoding<Schema.Route>?
  ) throws -> [UInt8] {
    var writer = Self(routes: routes)
    // An estimate from counts alone: `allEntries` would copy every entry.
    let entries =
      state.tabStacks.reduce(0) { $0 + $1.stack.count }
      + state.presentations.reduce(0) { $0 + 1 + $1.stack.count }
    writer.record.output.reserve(
      64 * (state.tabStacks.count + state.presentations.count) + 40 * entries)
    try writer.object(count: 3) { writer in
      writer.key("format")
      writer.record.write(format)
      writer.key("app")
      writer.record.write(app)
      writer.key("state")
      try writer.state(state)
    }
    return writer.record.output.bytes
  }

  private mutating func state(_ state: NavigationState<Schema>) throws {
    try object(count: state.presentations.isEmpty ? 3 : 4) { writer in
      writer.key("tabs")
      try writer.array(count: state.tabStacks.count) { writer in
        for tabStack in state.tabStacks {
          try writer.object(count: 2) { writer in
            writer.key("tab")
            try writer.value(tabStack.tab)
            writer.key("stack")
            try writer.stack(tabStack.stack.entries)
          }
        }
      }
      writer.key("selected")
      try writer.value(state.selectedTab)
      if !state.presentations.isEmpty {
        writer.key("presentations")
        try writer.array(count: state.presentations.count) { writer in
          for presentation in state.presentations { try writer.presentation(presentation) }
        }
      }
      writer.key("next")
      writer.record.write(state.nextIdentity)
    }
  }

  private mutating func presentation(_ presentation: Presentation<Schema>) throws {
    try object(count: 4) { writer in
      writer.key("id")
      writer.record.write(presentation.id.rawValue)
      writer.key("style")
      writer.record.write(presentation.style.rawValue)
      writer.key("root")
      try writer.entry(presentation.root)
      writer.key("stack")
      try writer.stack(presentation.stack.entries)
    }
  }

  private mutating func stack(_ entries: [NavigationEntry<Schema>]) throws {
    try array(count: entries.count) { writer in
      // By index: the iterator would copy every entry through its value witness.
      for index in entries.indices { try writer.entry(entries[index]) }
    }
  }

  /// Written without closures or a default `EntryOptions` to compare with:
  /// in this unspecialised generic code each of those costs a runtime
  /// metadata lookup, and this runs once per entry.
  private mutating func entry(_ entry: NavigationEntry<Schema>) throws {
    let isBackLocked = entry.options.isBackLocked
    let hasSelection = entry.options.selection != nil
    let hasOptions = isBackLocked || hasSelection
    let content = begin(.object, count: hasOptions ? 3 : 2)
    key("id")
    record.write(entry.id.rawValue)
    key("route")
    if let routes {
      record.writeRecord { routes.write(entry.route, &$0) }
    } else {
      try value(entry.route)
    }
    if hasOptions {
      key("opt")
      let options = begin(.object, count: (isBackLocked ? 1 : 0) + (hasSelection ? 1 : 0))
      if isBackLocked {
        key("locked")
        record.write(true)
      }
      if let selection = entry.options.selection {
        key("sel")
        try value(selection)
      }
      record.output.endLength(contentStart: options)
    }
    record.output.endLength(contentStart: content)
  }

  /// One of the app's own values, through its `Codable`.
  private mutating func value<Value: Encodable>(_ value: Value) throws {
    record.output.append(contentsOf: try CompactEncoder().encode(value))
  }

  private mutating func key(_ name: StaticString) {
    record.output.writeVarint(UInt64(name.utf8CodeUnitCount))
    name.withUTF8Buffer { utf8 in
      for byte in utf8 { record.output.append(byte) }
    }
  }

  private mutating func object(count: Int, _ body: (inout Self) throws -> Void) rethrows {
    try container(.object, count: count, body)
  }

  private mutating func array(count: Int, _ body: (inout Self) throws -> Void) rethrows {
    try container(.array, count: count, body)
  }

  private mutating func container(
    _ tag: CompactTag, count: Int, _ body: (inout Self) throws -> Void
  ) rethrows {
    let start = begin(tag, count: count)
    try body(&self)
    record.output.endLength(contentStart: start)
  }

  /// Starts a container; its content starts at the result, which ends it
  /// when passed to `endLength(contentStart:)`.
  private mutating func begin(_ tag: CompactTag, count: Int) -> Int {
    record.output.append(tag.rawValue)
    record.output.writeVarint(UInt64(count))
    return record.output.beginLength()
  }
}
