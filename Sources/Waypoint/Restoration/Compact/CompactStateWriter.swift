/// Writes a snapshot envelope and its state straight into bytes, in the same
/// shape `CompactEncoder` gives the `Codable` state (byte for byte, when
/// routes are `Codable`), without building a value tree or an encoder per
/// entry. Only the app's own types (tabs, selections, `Codable` routes) go
/// through `Codable`; routes that adopt ``SnapshotRecord`` are written as records.
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
    writer.record.output.reserve(state.tabStacks.count * 64 + 40 * state.allEntries.count)
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

  private mutating func stack(_ entries: [Entry<Schema>]) throws {
    try array(count: entries.count) { writer in
      for entry in entries { try writer.entry(entry) }
    }
  }

  private mutating func entry(_ entry: Entry<Schema>) throws {
    let hasOptions = entry.options != EntryOptions()
    try object(count: hasOptions ? 3 : 2) { writer in
      writer.key("id")
      writer.record.write(entry.id.rawValue)
      writer.key("route")
      if let routes = writer.routes {
        writer.record.output.append(CompactTag.record.rawValue)
        let start = writer.record.output.beginLength()
        routes.write(entry.route, &writer.record)
        writer.record.output.endLength(contentStart: start)
      } else {
        try writer.value(entry.route)
      }
      if hasOptions {
        writer.key("opt")
        try writer.options(entry.options)
      }
    }
  }

  private mutating func options(_ options: EntryOptions<Schema.Selection>) throws {
    let count = (options.isBackLocked ? 1 : 0) + (options.selection == nil ? 0 : 1)
    try object(count: count) { writer in
      if options.isBackLocked {
        writer.key("locked")
        writer.record.write(true)
      }
      if let selection = options.selection {
        writer.key("sel")
        try writer.value(selection)
      }
    }
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
    record.output.append(tag.rawValue)
    record.output.writeVarint(UInt64(count))
    let start = record.output.beginLength()
    try body(&self)
    record.output.endLength(contentStart: start)
  }
}
