/// The version `pmi --version` prints.
enum PMIVersion {
  static let current = "pmi 1.0.0 (Waypoint 1.0 preview)"
}
