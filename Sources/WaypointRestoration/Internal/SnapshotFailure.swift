/// Why part of a snapshot could not be read.
struct SnapshotFailure: Error {
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
