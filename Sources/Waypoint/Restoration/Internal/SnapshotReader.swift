#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the envelope, picks the route migration for its version, then reads
/// the state leniently in the same pass.
struct SnapshotReader<Schema: NavigationSchema>: Sendable {
  let coder: SnapshotCoder<Schema>

  struct Result: DecodableWithConfiguration {
    let state: SnapshotState<Schema>
    let issues: [RestorationIssue]

    private enum Keys: String, CodingKey {
      case format, app, state
    }

    init(from decoder: any Decoder, configuration reader: SnapshotReader<Schema>) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      guard container.contains(.format) else {
        // Format 0: a bare NavigationState encoding, from before snapshots had an envelope.
        state = try SnapshotState(from: decoder, context: reader.context(routeVersion: nil))
        issues = []
        return
      }
      let format = try container.decode(Int.self, forKey: .format)
      guard format <= SnapshotCoder<Schema>.formatVersion else {
        throw RestorationError.unsupportedFormat(
          found: format, supported: SnapshotCoder<Schema>.formatVersion)
      }
      let version = try container.decodeIfPresent(Int.self, forKey: .app)
      state = try SnapshotState(
        from: try container.superDecoder(forKey: .state),
        context: reader.context(routeVersion: version))
      issues = []
    }
  }

  /// The context for a snapshot's route version: a migration for an older
  /// version that has one; today's route type otherwise (an unknown older or a
  /// newer version is read as today's, and what does not fit is reported).
  func context(routeVersion: Int?) -> RestoreContext<Schema> {
    let migration = routeVersion.flatMap { $0 < coder.routeVersion ? coder.migrations[$0] : nil }
    return RestoreContext(migration: migration, limits: coder.limits)
  }
}
