public import WaypointCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Saves a `NavigationState` as a compact, versioned snapshot and restores
/// everything it can from old, damaged or hostile snapshots.
///
/// ```swift
/// let coder = SnapshotCoder<App>(
///   tabs: [.pokedex, .berries],
///   routeVersion: 2,
///   migrations: [RouteMigration(from: 1, decoding: RouteV1.self) { $0.current }],
///   isRestorable: { $0 != .paymentConfirmation })
///
/// let data = try coder.encode(navigator.state)
/// let restored = try coder.restore(from: data)
/// restored.state     // valid, always
/// restored.issues    // what was left out, where, and why
/// ```
///
/// # Format
/// An envelope `{format, app, state}`: the snapshot format, the app's route
/// version, and the state in the same shape as `NavigationState`'s `Codable`
/// (default options left out). The default, ``SnapshotEncoding/compact``,
/// writes it in a binary encoding behind the bytes `WPT`: length-prefixed, so
/// reading is fast and a file cut short still yields everything before the
/// cut. It is format 2 when routes are `Codable`, and format 3 when the route
/// type adopts ``SnapshotRecord`` and routes are written as records (several
/// times faster). Format 1 is the same envelope as JSON
/// (``SnapshotEncoding/json``, for people who want to read their state
/// files); format 0 is a bare `NavigationState` JSON. All four are read.
///
/// # Speed
/// A regular compact snapshot is read straight from its bytes; only one
/// that is damaged, or needs a ``RouteMigration``, goes through the slower
/// reader that reports every part it leaves out.
///
/// # Tolerance
/// An entry that cannot be read cuts its stack there (the valid prefix stays);
/// an unknown tab's stack is dropped; an unknown selected tab falls back to the
/// default tab; a presentation that cannot be read is dropped with those above
/// it; repeated identities cut where they repeat; limits cut what is past them.
/// Each cut is a ``RestorationIssue``.
public struct SnapshotCoder<Schema: NavigationSchema>: Sendable {
  /// The newest snapshot format this version writes and reads.
  public static var formatVersion: Int { 3 }

  /// The app's tabs, in bar order, as they are today.
  public var tabs: [Schema.Tab]
  /// The tab selected when a snapshot's selection cannot be restored.
  public var defaultTab: Schema.Tab
  /// The version of the app's route type, written into every snapshot.
  public var routeVersion: Int
  /// Readers of older route versions, by version.
  public var migrations: [Int: RouteMigration<Schema>]
  /// Bounds on size, depth and presentations.
  public var limits: RestorationLimits
  /// Whether a route may be saved; a route that may not is left out on save,
  /// with everything above it.
  public var isRestorable: @Sendable (Schema.Route) -> Bool
  /// How snapshots are written; every encoding is read regardless.
  public var encoding: SnapshotEncoding
  /// How routes are written as records, when the route type adopts ``SnapshotRecord``.
  let routeRecords = RecordCoding(Schema.Route.self)

  /// A coder for the app as it is today: snapshots are checked against these
  /// tabs, read with migrations from older route versions, and cut at these
  /// limits.
  ///
  /// - Parameters:
  ///   - tabs: The app's tabs today, in bar order; must not be empty. A
  ///     snapshot's other tabs are dropped and reported.
  ///   - defaultTab: The fallback selection; `nil` for the first tab.
  ///   - routeVersion: The current version of the route type.
  ///   - migrations: Readers of older route versions.
  ///   - limits: Size, depth and presentation bounds.
  ///   - isRestorable: Which routes may be saved.
  ///   - encoding: Compact binary (the default) or JSON.
  public init(
    tabs: [Schema.Tab],
    defaultTab: Schema.Tab? = nil,
    routeVersion: Int = 1,
    migrations: [RouteMigration<Schema>] = [],
    limits: RestorationLimits = .init(),
    isRestorable: @escaping @Sendable (Schema.Route) -> Bool = { _ in true },
    encoding: SnapshotEncoding = .compact
  ) {
    precondition(!tabs.isEmpty, "A SnapshotCoder needs the app's tabs.")
    self.tabs = tabs
    self.defaultTab = defaultTab ?? tabs[0]
    self.routeVersion = routeVersion
    self.migrations = Dictionary(migrations.map { ($0.version, $0) }) { _, last in last }
    self.limits = limits
    self.isRestorable = isRestorable
    self.encoding = encoding
  }

  /// Encodes `state` as a snapshot, leaving out routes that are not restorable
  /// together with everything above them.
  ///
  /// - Parameter state: The state to save.
  /// - Returns: The snapshot's bytes.
  /// - Throws: An `EncodingError` if a route fails to encode.
  public func encode(_ state: NavigationState<Schema>) throws -> Data {
    let state = restorablePart(of: state)
    switch encoding {
    case .compact:
      let bytes = try CompactStateWriter.encode(
        state, format: routeRecords == nil ? 2 : 3, app: routeVersion, routes: routeRecords)
      return Data(SnapshotEncoding.compactMagic + bytes)
    case .json:
      return try JSONEncoder().encode(Envelope(format: 1, app: routeVersion, state: state))
    }
  }

  /// Restores a state from a snapshot.
  ///
  /// - Parameter data: The snapshot's bytes.
  /// - Returns: A valid state and the list of what was left out.
  /// - Throws: ``RestorationError`` when nothing can be read: empty, too
  ///   large, not a snapshot, or a newer format.
  /// - Complexity: O(*n*) in the size of the snapshot.
  public func restore(from data: Data) throws(RestorationError) -> RestoredState<Schema> {
    try restore(from: data, allowingFastPath: true)
  }

  /// Restores a state, optionally without the fast path for regular compact
  /// snapshots (tests check that both paths agree).
  func restore(from data: Data, allowingFastPath: Bool) throws(RestorationError)
    -> RestoredState<Schema>
  {
    guard !data.isEmpty else { throw .empty }
    guard data.count <= limits.maximumBytes else {
      throw .tooLarge(bytes: data.count, limit: limits.maximumBytes)
    }
    let reader = EnvelopeReader<Schema>(coder: self, allowsFastPath: allowingFastPath)
    let envelope = try reader.read(data)
    var assembler = SnapshotAssembler<Schema>(tabs: tabs, defaultTab: defaultTab, limits: limits)
    let state = assembler.assemble(envelope.state)
    return RestoredState(state: state, issues: envelope.issues + assembler.issues)
  }

  /// The part of `state` that may be saved.
  ///
  /// Stacks are cut in place, so nothing is copied when every route is
  /// restorable (the usual case).
  func restorablePart(of state: NavigationState<Schema>) -> NavigationState<Schema> {
    var part = state
    for index in part.tabStacks.indices {
      cutAtFirstUnrestorable(&part.tabStacks[index].stack.entries)
    }
    if let first = part.presentations.firstIndex(where: { !isRestorable($0.root.route) }) {
      part.presentations.removeSubrange(first...)
    }
    for index in part.presentations.indices {
      cutAtFirstUnrestorable(&part.presentations[index].stack.entries)
    }
    return part
  }

  private func cutAtFirstUnrestorable(_ entries: inout [NavigationEntry<Schema>]) {
    guard let cut = entries.firstIndex(where: { !isRestorable($0.route) }) else { return }
    entries.removeSubrange(cut...)
  }
}
