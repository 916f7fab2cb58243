import WaypointCore

/// The coding key of a list position, in the coding paths of both the
/// encoder and the decoder.
struct IndexKey: CodingKey {
  let intValue: Int?
  let stringValue: String

  init(_ index: Int) {
    intValue = index
    stringValue = "\(index)"
  }

  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    self.init(index)
  }

  init?(intValue: Int) {
    self.init(intValue)
  }
}
