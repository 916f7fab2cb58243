import WaypointCore

/// A stack read leniently: the readable prefix, and where and why it was cut.
struct SnapshotStack<Schema: NavigationSchema> {
  struct Cut {
    let position: Int
    let dropped: Int
    let reason: RestorationIssue.Reason
  }

  private(set) var entries: [NavigationEntry<Schema>] = []
  private(set) var cut: Cut?
  /// Entries kept with their options reset, one reason each.
  private(set) var resets: [RestorationIssue.Reason] = []

  /// The number of entries the snapshot held, read or not.
  var total: Int { entries.count + (cut?.dropped ?? 0) }

  init() {}

  /// A stack whose every entry was read.
  init(entries: [NavigationEntry<Schema>]) {
    self.entries = entries
  }

  /// Reads entries until the first one that cannot be read or the depth limit.
  init(from decoder: any Decoder, context: RestoreContext<Schema>) {
    var total = 0
    do {
      var container = try decoder.unkeyedContainer()
      // The count comes from the file: a snapshot within the size limit
      // cannot hold more entries than it has bytes, so a larger claim is capped
      // (reports then never claim absurd losses, and their sums cannot overflow).
      total = min(container.count ?? 0, context.limits.maximumBytes)
      while !container.isAtEnd {
        guard entries.count < context.limits.maximumDepth else {
          cut(at: entries.count, of: total, .stackTooDeep(limit: context.limits.maximumDepth))
          return
        }
        let entry = SnapshotEntry(from: try container.superDecoder(), context: context)
        switch entry.result {
        case .success(let value):
          entries.append(value)
          if let reset = entry.optionsReset { resets.append(reset) }
        case .failure(let failure):
          cut(at: entries.count, of: total, failure.reason(undecodable: { .unreadableEntry($0) }))
          return
        }
      }
    } catch {
      cut(
        at: entries.count, of: total,
        .unreadableStack(SnapshotDecodingFailure(error, at: decoder.codingPath)))
    }
  }

  /// Keeps the first `position` entries and records the rest as dropped.
  mutating func cut(at position: Int, of total: Int? = nil, _ reason: RestorationIssue.Reason) {
    let total = total ?? self.total
    entries.removeSubrange(min(position, entries.count)...)
    cut = Cut(position: position, dropped: max(total - position, 0), reason: reason)
  }
}
