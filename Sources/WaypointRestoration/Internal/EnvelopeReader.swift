import WaypointCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the envelope, picks the route migration for its version, then reads
/// the state: straight from the bytes when a compact snapshot is regular (see
/// `CompactStateReader`), leniently in the same pass otherwise.
struct EnvelopeReader<Schema: NavigationSchema>: Sendable {
  let coder: SnapshotCoder<Schema>
  /// Whether regular compact snapshots may skip the lenient reader; tests
  /// turn it off to check that both readers agree.
  var allowsFastPath = true

  struct Result: DecodableWithConfiguration {
    let state: SnapshotState<Schema>
    let issues: [RestorationIssue]

    init(state: SnapshotState<Schema>, issues: [RestorationIssue]) {
      self.state = state
      self.issues = issues
    }

    init(from decoder: any Decoder, configuration reader: EnvelopeReader<Schema>) throws {
      let container = try decoder.container(keyedBy: EnvelopeKeys.self)
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

  /// Reads a snapshot in whichever encoding it has.
  func read(_ data: Data) throws(RestorationError) -> Result {
    do {
      if data.starts(with: SnapshotEncoding.compactMagic) {
        return try readCompact(Array(data.dropFirst(SnapshotEncoding.compactMagic.count)))
      }
      guard data.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
      else {
        throw RestorationError.unreadable(.notASnapshot)
      }
      return try JSONDecoder().decode(Result.self, from: data, configuration: self)
    } catch let error as RestorationError {
      throw error
    } catch {
      throw .unreadable(.damaged(SnapshotDecodingFailure(error, at: [])))
    }
  }

  /// Reads the compact encoding: straight from the bytes when the snapshot is
  /// regular, else leniently, so that a file cut short keeps what precedes
  /// the cut and every damaged part is reported.
  private func readCompact(_ bytes: [UInt8]) throws -> Result {
    if allowsFastPath, let result = CompactStateReader(bytes: bytes, envelopeReader: self).read() {
      return result
    }
    let buffer = CompactBuffer(bytes)
    let result = try CompactDecoder().decode(Result.self, from: buffer, configuration: self)
    // The envelope's declared length says where the snapshot should end.
    let declaredEnd = (try? buffer.header(at: 0, []).end) ?? Int.max
    guard declaredEnd > bytes.count || buffer.truncatedAt != nil else { return result }
    let size = bytes.count + SnapshotEncoding.compactMagic.count
    let lost = RestorationIssue(.cutShort(afterBytes: size), in: .snapshot)
    return Result(state: result.state, issues: [lost] + result.issues)
  }

  /// The context for a snapshot's route version: a migration for an older
  /// version that has one; today's route type otherwise (an unknown older or a
  /// newer version is read as today's, and what does not fit is reported).
  func context(routeVersion: Int?) -> RestoreContext<Schema> {
    let migration = routeVersion.flatMap { $0 < coder.routeVersion ? coder.migrations[$0] : nil }
    return RestoreContext(migration: migration, limits: coder.limits, records: coder.routeRecords)
  }
}
