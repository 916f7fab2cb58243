import WaypointCore

/// Reads a compact snapshot that is whole and regular (every key where the
/// writer puts it, every value of the type it should have, nothing cut, no
/// migration needed) straight from the bytes, without `Codable` for the
/// snapshot's own structure.
///
/// At the first irregularity it gives up and returns `nil`; the lenient
/// reader then reads the snapshot again and reports exactly what it had to
/// leave out. Damaged snapshots are rare, so they may take the slower path,
/// and the rules for damage live in one place.
///
/// What runs once per entry is always inlined into the loop over a stack, so
/// the metadata of the generic types it uses is looked up once per stack and
/// not once per entry (the optimizer hoists it out of the loop).
struct CompactStateReader<Schema: NavigationSchema> {
  /// Why the fast path gave up; the lenient reader finds out the details.
  typealias Irregular = IrregularSnapshot

  private let buffer: CompactBuffer
  private let envelopeReader: EnvelopeReader<Schema>
  private let routes: RecordCoding<Schema.Route>?
  /// The parent of the decoders handed to the app's `Codable` values.
  private let root: CompactDecoderImpl

  init(bytes: [UInt8], envelopeReader: EnvelopeReader<Schema>) {
    self.buffer = CompactBuffer(bytes)
    self.envelopeReader = envelopeReader
    self.routes = envelopeReader.coder.routeRecords
    self.root = CompactDecoderImpl(root: buffer)
  }

  /// The snapshot, or `nil` if any part of it is irregular.
  func read() -> EnvelopeReader<Schema>.Result? {
    do throws(Irregular) {
      return try envelope()
    } catch {
      return nil
    }
  }

  private func envelope() throws(Irregular) -> EnvelopeReader<Schema>.Result {
    let header = try self.header(at: 0)
    guard header.end == buffer.bytes.count else { throw Irregular() }
    var fields = try object(header)
    let format = try int(fields.value("format"))
    guard format <= SnapshotCoder<Schema>.formatVersion else { throw Irregular() }
    let context = envelopeReader.context(routeVersion: try int(fields.value("app")))
    guard context.migration == nil else { throw Irregular() }
    let state = try self.state(fields.value("state"), limits: context.limits)
    try fields.finish()
    return .init(state: state, issues: [])
  }

  private func state(_ value: Value, limits: RestorationLimits) throws(Irregular)
    -> SnapshotState<Schema>
  {
    var fields = try object(value.header)
    let tabs = try items(fields.value("tabs")) { item throws(Irregular) in
      try tab(item, limits: limits)
    }
    let selected = try app(Schema.Tab.self, fields.value("selected"), key: SnapshotStateKeys.tab)
    var presentations: [SnapshotState<Schema>.Presentation] = []
    if fields.next(is: "presentations") {
      presentations = try items(fields.value("presentations")) { item throws(Irregular) in
        try presentation(item, limits: limits)
      }
    }
    let next = fields.next(is: "next") ? try uint(fields.value("next")) : nil
    try fields.finish()
    return SnapshotState(
      tabs: tabs, selectedTab: .success(selected), presentations: presentations,
      nextIdentity: next)
  }

  private func tab(_ value: Value, limits: RestorationLimits) throws(Irregular)
    -> SnapshotState<Schema>.Tab
  {
    var fields = try object(value.header)
    let tab = try app(Schema.Tab.self, fields.value("tab"), key: SnapshotStateKeys.tab)
    let stack = try self.stack(fields.value("stack"), limits: limits)
    try fields.finish()
    return .init(tab: .success(tab), name: "\(tab)", stack: stack)
  }

  private func presentation(_ value: Value, limits: RestorationLimits) throws(Irregular)
    -> SnapshotState<Schema>.Presentation
  {
    var fields = try object(value.header)
    let id = PresentationID(rawValue: try uint(fields.value("id")))
    guard let style = PresentationStyle(rawValue: try string(fields.value("style"))) else {
      throw Irregular()
    }
    let root = try entry(fields.value("root"))
    let stack =
      fields.next(is: "stack") ? try self.stack(fields.value("stack"), limits: limits) : .init()
    try fields.finish()
    return .init(value: .success((id, style, root)), stack: stack)
  }

  /// The loop is written out rather than passing `entry` to `items`: a
  /// closure called per entry looked up its generic types' metadata per entry.
  private func stack(_ value: Value, limits: RestorationLimits) throws(Irregular)
    -> SnapshotStack<Schema>
  {
    guard value.header.count <= limits.maximumDepth else { throw Irregular() }
    var cursor = try arrayStart(value)
    var entries: [NavigationEntry<Schema>] = []
    entries.reserveCapacity(value.header.count)
    for _ in 0..<value.header.count {
      let item = try self.item(at: cursor, in: value)
      entries.append(try entry(item))
      cursor = item.header.end
    }
    guard cursor == value.header.end else { throw Irregular() }
    return SnapshotStack(entries: entries)
  }

  @inline(__always)
  private func entry(_ value: Value) throws(Irregular) -> NavigationEntry<Schema> {
    var fields = try object(value.header)
    let id = EntryID(rawValue: try uint(fields.value("id")))
    let route = try self.route(fields.value("route"))
    let options = fields.next(is: "opt") ? try self.options(fields.value("opt")) : .init()
    try fields.finish()
    return NavigationEntry(id: id, route: route, options: options)
  }

  @inline(__always)
  private func route(_ value: Value) throws(Irregular) -> Schema.Route {
    guard value.header.tag == .record else {
      return try app(Schema.Route.self, value, key: EntryCodingKeys.route)
    }
    guard let routes else { throw Irregular() }
    var reader = SnapshotRecordReader(buffer: buffer, header: value.header)
    do {
      return try routes.read(&reader)
    } catch {
      throw Irregular()
    }
  }

  @inline(__always)
  private func options(_ value: Value) throws(Irregular) -> EntryOptions<Schema.Selection> {
    var fields = try object(value.header)
    var options = EntryOptions<Schema.Selection>()
    if fields.next(is: "locked") { options.isBackLocked = try bool(fields.value("locked")) }
    if fields.next(is: "sel") {
      options.selection = try app(
        Schema.Selection.self, fields.value("sel"), key: EntryOptionsCodingKeys.selection)
    }
    try fields.finish()
    return options
  }
}

// Values and containers.
extension CompactStateReader {
  /// A value: where it starts and its header.
  struct Value {
    let offset: Int
    let header: CompactBuffer.Header
  }

  /// An object's pairs, taken in the order the writer puts them.
  struct Fields {
    let buffer: CompactBuffer
    private var cursor: Int
    private let end: Int
    private var remaining: Int

    init(buffer: CompactBuffer, header: CompactBuffer.Header) {
      self.buffer = buffer
      self.cursor = header.payload
      self.end = header.end
      self.remaining = header.count
    }

    /// Whether the next pair's key is `name`.
    @inline(__always)
    func next(is name: StaticString) -> Bool {
      keyRange().map { buffer.keyMatches($0, name) } ?? false
    }

    /// The next pair's value, which must be under `name`.
    @inline(__always)
    mutating func value(_ name: StaticString) throws(Irregular) -> Value {
      guard let range = keyRange(), buffer.keyMatches(range, name),
        let header = try? buffer.header(at: range.upperBound, []), header.end <= end
      else { throw Irregular() }
      cursor = header.end
      remaining -= 1
      return Value(offset: range.upperBound, header: header)
    }

    /// Checks that every pair was taken.
    @inline(__always)
    func finish() throws(Irregular) {
      guard remaining == 0, cursor == end else { throw Irregular() }
    }

    @inline(__always)
    private func keyRange() -> Range<Int>? {
      guard remaining > 0 else { return nil }
      var position = cursor
      guard let length = try? buffer.varint(at: &position, []), length <= end - position else {
        return nil
      }
      return position..<(position + Int(length))
    }
  }

  @inline(__always)
  private func header(at offset: Int) throws(Irregular) -> CompactBuffer.Header {
    guard let header = try? buffer.header(at: offset, []), header.end <= buffer.bytes.count else {
      throw Irregular()
    }
    return header
  }

  @inline(__always)
  private func object(_ header: CompactBuffer.Header) throws(Irregular) -> Fields {
    guard header.tag == .object else { throw Irregular() }
    return Fields(buffer: buffer, header: header)
  }

  /// Each item of an array, through `read`.
  private func items<Item>(_ value: Value, _ read: (Value) throws(Irregular) -> Item)
    throws(Irregular) -> [Item]
  {
    var cursor = try arrayStart(value)
    var result: [Item] = []
    result.reserveCapacity(value.header.count)
    for _ in 0..<value.header.count {
      let item = try self.item(at: cursor, in: value)
      result.append(try read(item))
      cursor = item.header.end
    }
    guard cursor == value.header.end else { throw Irregular() }
    return result
  }

  /// Where an array's first item starts, once its count is plausible: every
  /// item takes at least a byte, so a count beyond the content is a lie;
  /// checked before reserving, since the count comes from the file.
  @inline(__always)
  private func arrayStart(_ value: Value) throws(Irregular) -> Int {
    guard value.header.tag == .array,
      value.header.count <= value.header.end - value.header.payload
    else { throw Irregular() }
    return value.header.payload
  }

  /// The array item at `cursor`, which must end inside `array`.
  @inline(__always)
  private func item(at cursor: Int, in array: Value) throws(Irregular) -> Value {
    let header = try self.header(at: cursor)
    guard header.end <= array.header.end else { throw Irregular() }
    return Value(offset: cursor, header: header)
  }

  /// One of the app's own `Codable` values (a tab, a selection, a route).
  private func app<Decoded: Decodable>(_ type: Decoded.Type, _ value: Value, key: any CodingKey)
    throws(Irregular) -> Decoded
  {
    do {
      return try CompactDecoderImpl.unbox(type, in: root, at: value.offset, key: key)
    } catch {
      throw Irregular()
    }
  }

  @inline(__always)
  private func uint(_ value: Value) throws(Irregular) -> UInt64 {
    guard value.header.tag == .uint, let number = buffer.integer(value.header, as: UInt64.self)
    else { throw Irregular() }
    return number
  }

  private func int(_ value: Value) throws(Irregular) -> Int {
    guard value.header.tag == .int, let number = buffer.integer(value.header, as: Int.self)
    else { throw Irregular() }
    return number
  }

  @inline(__always)
  private func bool(_ value: Value) throws(Irregular) -> Bool {
    switch value.header.tag {
    case .true: return true
    case .false: return false
    default: throw Irregular()
    }
  }

  private func string(_ value: Value) throws(Irregular) -> String {
    guard value.header.tag == .string else { throw Irregular() }
    return buffer.string(value.header)
  }
}
