/// The envelope's keys, outside the generic types that use them.
enum EnvelopeKeys: String, CodingKey {
  case format, app, state
}
