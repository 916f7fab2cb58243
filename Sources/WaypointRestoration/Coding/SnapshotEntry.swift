import WaypointCore

/// An entry as a snapshot writes it: its identity as a bare number, its route, and its options only
/// where they differ from the defaults, under short keys, so a typical snapshot stays small and
/// readable.
struct SnapshotEntry<Schema: NavigationSchema>: Encodable {
  let entry: NavigationEntry<Schema>

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotKey.self)
    try container.encode(entry.id.rawValue, forKey: .id)
    try container.encode(entry.route, forKey: .route)
    // A transition source is not saved: after a relaunch nothing was tapped.
    let options = entry.options
    guard options.isBackLocked || options.selection != nil || options.returnPoint != nil else {
      return
    }
    try container.encode(SnapshotOptions(options), forKey: .options)
  }
}

/// An entry's options in a snapshot: `locked`, `sel` and `ret`, each left out when it has its
/// default value, and read back the same way.
struct SnapshotOptions<Selection: Hashable & Codable & Sendable>: Codable {
  let options: EntryOptions<Selection>

  init(_ options: EntryOptions<Selection>) {
    self.options = options
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotKey.self)
    options = EntryOptions(
      isBackLocked: try container.decodeIfPresent(Bool.self, forKey: .locked) ?? false,
      selection: try container.decodeIfPresent(Selection.self, forKey: .sel),
      returnPoint: try container.decodeIfPresent(String.self, forKey: .ret))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotKey.self)
    if options.isBackLocked { try container.encode(true, forKey: .locked) }
    try container.encodeIfPresent(options.selection, forKey: .sel)
    try container.encodeIfPresent(options.returnPoint, forKey: .ret)
  }
}
