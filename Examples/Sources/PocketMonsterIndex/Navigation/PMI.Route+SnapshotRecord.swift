public import Waypoint

/// Routes are saved as records: the case name, then the number if there is one.
/// Sessions saved before (through `Codable`) are still read.
extension PMI.Route: SnapshotRecord {
  /// Writes the case name, then the catalogue number for the cases that have one.
  public func write(to record: inout SnapshotRecordWriter) {
    record.write(name)
    switch self {
    case .pokemon(let number), .berry(let number), .teamMember(let number):
      record.write(number)
    case .trainerProfile, .about, .signIn, .export, .exportProgress, .exportFinished:
      break
    }
  }

  /// Reads a route written by `write(to:)`.
  public init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError) {
    switch try record.read(String.self) {
    case "pokemon": self = .pokemon(try record.read(Int.self))
    case "berry": self = .berry(try record.read(Int.self))
    case "teamMember": self = .teamMember(try record.read(Int.self))
    case "trainerProfile": self = .trainerProfile
    case "about": self = .about
    case "signIn": self = .signIn
    case "export": self = .export
    case "exportProgress": self = .exportProgress
    case "exportFinished": self = .exportFinished
    case let name: throw record.failure(.unknownCase(name))
    }
  }

  /// The case's name, as saved.
  private var name: String {
    switch self {
    case .pokemon: "pokemon"
    case .berry: "berry"
    case .teamMember: "teamMember"
    case .trainerProfile: "trainerProfile"
    case .about: "about"
    case .signIn: "signIn"
    case .export: "export"
    case .exportProgress: "exportProgress"
    case .exportFinished: "exportFinished"
    }
  }
}
