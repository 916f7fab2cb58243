import WaypointCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A snapshot's outer object: the app's route version, the snapshot format, and the state.
///
/// `JSONEncoder` writes keys in a random order unless it sorts them, so keys are sorted, and named
/// so that sorting puts first what a file cut short should keep: the selected tab (`current`) and
/// the identity counter before the presentations, which hold stacks, and those before the long list
/// of tabs; a tab's name before its stack, a presentation's kind before its stack.
struct SnapshotEnvelope<Schema: NavigationSchema>: Encodable {
  let coder: SnapshotCoder<Schema>
  let state: NavigationState<Schema>

  /// How many arrays and objects enclose an entry at least: the envelope, the state, the
  /// presentations and a presentation enclose a root entry.
  ///
  /// Of a snapshot cut short, an entry and what it holds are kept whole or not at all, as a part of
  /// one would read as another entry.
  static var entryDepth: Int { 4 }

  /// Writes the state, each stack up to its first route that may not be saved, and the
  /// presentations up to the first whose root may not: what is above such a route was reached
  /// through it.
  func encode(to encoder: any Encoder) throws {
    var envelope = encoder.container(keyedBy: SnapshotKey.self)
    try envelope.encode(coder.routeVersion, forKey: .app)
    try envelope.encode(SnapshotCoder<Schema>.format, forKey: .format)
    var snapshot = envelope.nestedContainer(keyedBy: SnapshotKey.self, forKey: .state)
    try snapshot.encode(state.nextIdentity, forKey: .next)
    try snapshot.encode(state.selectedTab, forKey: .current)
    var saved = Set<EntryID>()
    var tabs = snapshot.nestedUnkeyedContainer(forKey: .tabs)
    for tab in state.tabStacks {
      var item = tabs.nestedContainer(keyedBy: SnapshotKey.self)
      try item.encode(tab.tab, forKey: .name)
      try item.encode(restorable(tab.stack, saving: &saved), forKey: .stack)
      if state.hiddenTabs.contains(tab.tab) { try item.encode(true, forKey: .hidden) }
      try item.encodeIfPresent(state.tabSections[tab.tab], forKey: .section)
    }
    if !state.searchQuery.isEmpty { try snapshot.encode(state.searchQuery, forKey: .search) }
    let presentations = state.presentations.prefix { coder.isRestorable($0.root.route) }
    // No presentation, no key: older readers and smaller files.
    var list = presentations.isEmpty ? nil : snapshot.nestedUnkeyedContainer(forKey: .presentations)
    for presentation in presentations {
      var item = list?.nestedContainer(keyedBy: SnapshotKey.self)
      try item?.encode(presentation.id, forKey: .id)
      try item?.encode(presentation.style, forKey: .kind)
      try item?.encode(SnapshotEntry(entry: presentation.root), forKey: .root)
      saved.insert(presentation.root.id)
      let stack = restorable(presentation.stack, saving: &saved)
      if !stack.isEmpty { try item?.encode(stack, forKey: .stack) }
      if !presentation.detents.isEmpty { try item?.encode(presentation.detents, forKey: .detents) }
      try item?.encodeIfPresent(presentation.selectedDetent, forKey: .detent)
      let dismissal = presentation.dismissal
      try item?.encodeIfPresent(dismissal == .allowed ? nil : dismissal, forKey: .dismissal)
      try item?.encodeIfPresent(presentation.anchor, forKey: .anchor)
    }
    // The values of entries written: a value whose entry went, or is not saved, reaches no one.
    let returns = state.returnValues.filter { saved.contains($0.key) }
    guard !returns.isEmpty else { return }
    var values = snapshot.nestedUnkeyedContainer(forKey: .returns)
    for (id, value) in returns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      var item = values.nestedContainer(keyedBy: SnapshotKey.self)
      try item.encode(id.rawValue, forKey: .id)
      try item.encode(value, forKey: .value)
    }
  }

  /// The entries of `stack` up to its first that may not be saved, noted in `saved`.
  private func restorable(_ stack: Stack<Schema>, saving saved: inout Set<EntryID>)
    -> [SnapshotEntry<Schema>]
  {
    let kept = stack.prefix { coder.isRestorable($0.route) }
    saved.formUnion(kept.map(\.id))
    return kept.map { SnapshotEntry(entry: $0) }
  }

  /// Reads an envelope: its format and route version strictly, since nothing can be read without
  /// them, and its state leniently.
  struct Reader: DecodableWithConfiguration {
    let restored: RestoredState<Schema>

    /// - Throws: Only a ``RestorationError``: the data is not a snapshot, or has a newer format.
    init(from decoder: any Decoder, configuration coder: SnapshotCoder<Schema>) throws {
      guard let envelope = try? decoder.container(keyedBy: SnapshotKey.self),
        let format = try? envelope.decode(Int.self, forKey: .format)
      else { throw RestorationError.notASnapshot }
      guard format <= SnapshotCoder<Schema>.format else {
        throw RestorationError.unsupportedFormat(
          found: format, supported: SnapshotCoder<Schema>.format)
      }
      guard format == SnapshotCoder<Schema>.format else { throw RestorationError.notASnapshot }
      // A missing version is today's: the routes are read as today's type.
      let version = (try? envelope.decode(Int.self, forKey: .app)) ?? coder.routeVersion
      var reader = StateReader(coder: coder, migration: coder.migration(from: version))
      let state = reader.read(
        try? envelope.nestedContainer(keyedBy: SnapshotKey.self, forKey: .state))
      restored = RestoredState(state: state, issues: reader.issues)
    }
  }
}

/// A snapshot's format alone, whatever the rest holds.
struct SnapshotFormat: Decodable {
  let format: Int

  init(from decoder: any Decoder) throws {
    format = try decoder.container(keyedBy: SnapshotKey.self).decode(Int.self, forKey: .format)
  }
}

/// Every key of a snapshot; outside the generic types so its metadata is static.
enum SnapshotKey: String, CodingKey, CaseIterable {
  case app, format, state
  case current, next, presentations, tabs
  /// The selected tab's key in snapshots written before it moved ahead of the presentations as
  /// `current`; read, never written.
  case selected
  case name, stack
  case id, kind, root
  case route
  case options = "opt", locked, sel, ret
  case returns, value = "val"
  case detents, detent, dismissal, anchor
  case hidden, section, search
}
