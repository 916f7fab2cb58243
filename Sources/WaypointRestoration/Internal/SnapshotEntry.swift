import WaypointCore

/// An entry read leniently: the entry, or why it could not be read.
struct SnapshotEntry<Schema: NavigationSchema> {
  let result: Result<NavigationEntry<Schema>, SnapshotFailure>
  /// Set when the entry was kept but its unreadable options were reset.
  private(set) var optionsReset: RestorationIssue.Reason?

  init(from decoder: any Decoder, context: RestoreContext<Schema>) {
    if let decoder = decoder as? any CutShortAwareDecoder, decoder.isCutShort {
      result = .failure(.issue(.entryCutShort))
      return
    }
    do {
      let container = try decoder.container(keyedBy: EntryCodingKeys.self)
      let id = try container.decode(EntryID.self, forKey: .id)
      let route = try Self.route(from: try container.superDecoder(forKey: .route), context)
      var options = EntryOptions<Schema.Selection>()
      if container.contains(.options) {
        do {
          options = try container.decode(EntryOptions<Schema.Selection>.self, forKey: .options)
        } catch {
          optionsReset = .optionsReset(id, SnapshotDecodingFailure(error, at: container.codingPath))
        }
      }
      result = .success(NavigationEntry(id: id, route: route, options: options))
    } catch let failure as SnapshotFailure {
      result = .failure(failure)
    } catch {
      result = .failure(
        .issue(.unreadableEntry(SnapshotDecodingFailure(error, at: decoder.codingPath))))
    }
  }

  /// The route, or why it cannot be restored: a route that does not decode
  /// is an unreadable route, not an unreadable entry.
  private static func route(from decoder: any Decoder, _ context: RestoreContext<Schema>)
    throws(SnapshotFailure) -> Schema.Route
  {
    do {
      return try context.route(from: decoder)
    } catch let failure as SnapshotFailure {
      throw failure
    } catch {
      throw .issue(.unreadableRoute(SnapshotDecodingFailure(error, at: decoder.codingPath)))
    }
  }
}
