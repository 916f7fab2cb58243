import WaypointCore

/// The snapshot's outer object.
struct Envelope<Schema: NavigationSchema>: Encodable {
  let format: Int
  let app: Int
  let state: NavigationState<Schema>

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EnvelopeKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(app, forKey: .app)
    try container.encode(state, forKey: .state)
  }
}
