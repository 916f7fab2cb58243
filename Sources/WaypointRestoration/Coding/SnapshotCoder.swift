public import WaypointCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Saves a `NavigationState` as a versioned JSON snapshot and restores everything it can from old,
/// damaged or hostile snapshots.
public struct SnapshotCoder<Schema: NavigationSchema>: Sendable {
  /// The snapshot format this version writes, and the newest it reads.
  public static var format: Int { 1 }

  let tabs: [Schema.Tab]
  let defaultTab: Schema.Tab
  let routeVersion: Int
  let migrations: [Int: RouteMigration<Schema>]
  let limits: NavigationLimits
  let maximumBytes: Int
  let restoresBackLocks: Bool
  let restoresDialogs: Bool
  let isRestorable: @Sendable (Schema.Route) -> Bool

  /// A coder for the app as it is today: snapshots are checked against these tabs, read with
  /// migrations from older route versions, and cut at these limits.
  ///
  /// - Parameters:
  ///   - tabs: The app's tabs today, in bar order; must not be empty or repeat a tab. A snapshot's
  ///     other tabs are dropped and reported.
  ///   - defaultTab: The fallback selection, one of `tabs`; `nil` for the first tab.
  ///   - routeVersion: The current version of the route type.
  ///   - migrations: Readers of older route versions.
  ///   - limits: The depth and presentation caps; restoration cuts what is past them. Use the
  ///     limits the app's navigation runs under.
  ///   - maximumBytes: The largest snapshot read at all (8 MiB by default); a larger one throws
  ///     ``RestorationError/tooLarge(bytes:limit:)`` before any parsing.
  ///   - restoresBackLocks: Whether restored entries keep their back locks; by default they do not
  ///     (the "Restoration" article's "Back locks" says why).
  ///   - restoresDialogs: Whether an alert or confirmation dialog that was up comes back; by
  ///     default it does not (the article's "Dialogs").
  ///   - isRestorable: Which routes may be saved. It acts when saving, in ``encode(_:)``: a route it
  ///     refuses is left out with the screens above it; a snapshot is restored as it was written.
  public init(
    tabs: [Schema.Tab],
    defaultTab: Schema.Tab? = nil,
    routeVersion: Int = 1,
    migrations: [RouteMigration<Schema>] = [],
    limits: NavigationLimits = NavigationLimits(),
    maximumBytes: Int = 8 << 20,
    restoresBackLocks: Bool = false,
    restoresDialogs: Bool = false,
    isRestorable: @escaping @Sendable (Schema.Route) -> Bool = { _ in true }
  ) {
    precondition(!tabs.isEmpty, "A SnapshotCoder needs the app's tabs.")
    precondition(Set(tabs).count == tabs.count, "SnapshotCoder tabs must be unique: \(tabs).")
    let defaultTab = defaultTab ?? tabs[0]
    precondition(tabs.contains(defaultTab), "Default tab '\(defaultTab)' is not one of \(tabs).")
    self.tabs = tabs
    self.defaultTab = defaultTab
    self.routeVersion = routeVersion
    self.migrations = Dictionary(migrations.map { ($0.version, $0) }) { _, last in last }
    self.limits = limits
    self.maximumBytes = maximumBytes
    self.restoresBackLocks = restoresBackLocks
    self.restoresDialogs = restoresDialogs
    self.isRestorable = isRestorable
  }

  /// Encodes `state` as a snapshot, leaving out routes that are not restorable together with
  /// everything above them.
  ///
  /// - Returns: The snapshot's bytes: UTF-8 JSON.
  /// - Throws: An `EncodingError` if a route fails to encode.
  public func encode(_ state: NavigationState<Schema>) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(SnapshotEnvelope(coder: self, state: state))
  }

  /// Restores a state from a snapshot's bytes.
  ///
  /// - Returns: A valid state and the list of what was left out.
  /// - Throws: ``RestorationError`` when there is nothing to restore: the data is empty, too large,
  ///   not a snapshot, or of a newer format.
  /// - Complexity: O(*n*) in the size of the snapshot.
  public func restore(from data: Data) throws(RestorationError) -> RestoredState<Schema> {
    guard !data.isEmpty else { throw .empty }
    guard data.count <= maximumBytes else {
      throw .tooLarge(bytes: data.count, limit: maximumBytes)
    }
    guard let (restored, damage) = try wholeOrReadable(data, read) else { throw .notASnapshot }
    // The reader has reported what the left-out parts held, but not a key it took for absent (a
    // damaged name) nor one that JSONDecoder merged with its repeat: a scan of the bytes finds them.
    // Copied at once (`[UInt8](data)` takes the bytes one by one, which cost the scan twice over).
    let bytes = data.withUnsafeBytes {
      Array(UnsafeRawBufferPointer(rebasing: $0.prefix(damage ?? data.count)))
    }
    let keys = SnapshotKeyScan.oddKeys(in: bytes).map {
      RestorationIssue(
        $0.isRepeat
          ? .repeatedKey($0.name, atByte: $0.byte) : .unknownKey($0.name, atByte: $0.byte),
        in: .snapshot)
    }
    let cut = damage.map { [RestorationIssue(.cutShort(atByte: $0), in: .snapshot)] } ?? []
    guard !cut.isEmpty || !keys.isEmpty else { return restored }
    return RestoredState(state: restored.state, issues: cut + restored.issues + keys)
  }

  /// The snapshot in `data`; `nil` when `data` is not a JSON document.
  private func read(_ data: Data) throws(RestorationError) -> RestoredState<Schema>? {
    do {
      let decoder = JSONDecoder()
      return try decoder.decode(SnapshotEnvelope.Reader.self, from: data, configuration: self)
        .restored
    } catch let error as RestorationError {
      throw error
    } catch {
      // The reader throws nothing else, so this is the parser refusing the data.
      return nil
    }
  }

  /// The format the snapshot in `data` names, if its readable part names one; the rest may be
  /// damaged or of a shape this version does not know.
  func format(of data: Data) -> Int? {
    wholeOrReadable(data) { try? JSONDecoder().decode(SnapshotFormat.self, from: $0).format }?
      .value
  }

  /// What `decode` reads from the whole of `data`, or, when `data` is not a whole JSON document or
  /// nests too deep, from its readable part, with the byte where the damage begins (`nil` when the
  /// too deep parts were only left out); `nil` when neither reads.
  private func wholeOrReadable<Value, Failure: Error>(
    _ data: Data, _ decode: (Data) throws(Failure) -> Value?
  ) throws(Failure) -> (value: Value, damage: Int?)? {
    if let whole = try decode(data) { return (whole, nil) }
    let entryDepth = SnapshotEnvelope<Schema>.entryDepth
    guard let (readable, damage) = JSONPrefix.readable(in: [UInt8](data), wholeDepth: entryDepth),
      let value = try decode(Data(readable))
    else { return nil }
    return (value, damage)
  }

  /// The migration that reads routes saved under `version`: none for today's version, nor for one
  /// without a migration (read as today's type, and what does not fit is reported).
  func migration(from version: Int) -> RouteMigration<Schema>? {
    version < routeVersion ? migrations[version] : nil
  }
}
