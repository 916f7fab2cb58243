import WaypointCore

/// An entry read leniently: the entry, or why it could not be read.
struct SnapshotEntry<Schema: NavigationSchema> {
  let result: Result<NavigationEntry<Schema>, SnapshotFailure>
  /// Set when the entry was kept but its unreadable options were reset.
  var optionsReset: String?

  init(from decoder: any Decoder, context: RestoreContext<Schema>) {
    if let decoder = decoder as? any CutShortAwareDecoder, decoder.isCutShort {
      result = .failure(SnapshotFailure("the entry is cut short"))
      return
    }
    do {
      let container = try decoder.container(keyedBy: EntryCodingKeys.self)
      let id = try container.decode(EntryID.self, forKey: .id)
      let route = try context.route(from: try container.superDecoder(forKey: .route))
      var options = EntryOptions<Schema.Selection>()
      if container.contains(.options) {
        do {
          options = try container.decode(EntryOptions<Schema.Selection>.self, forKey: .options)
        } catch {
          optionsReset =
            "options of \(id) were unreadable and reset: \(describeDecodingFailure(error))"
        }
      }
      result = .success(NavigationEntry(id: id, route: route, options: options))
    } catch {
      result = .failure(SnapshotFailure(describeDecodingFailure(error)))
    }
  }
}
