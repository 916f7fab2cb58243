import Foundation
import PocketMonsterIndex
import Testing

/// The times pmi reads from its environment: `PMI_LOCK_SECONDS`, how long
/// it waits for a lock another process holds, and `PMI_EXPORT_SECONDS`, how
/// long the export runs (tests shorten it).
@Suite struct PMIEnvironmentTests {
  /// Each variable, with what pmi uses when it is not taken.
  static let variables: [(name: String, fallback: String)] = [
    ("PMI_LOCK_SECONDS", "\(PMIStore.defaultLockWait)"), ("PMI_EXPORT_SECONDS", "1.5 seconds"),
  ]

  /// A time outside 0…3600 seconds is said and left for the default.
  ///
  /// A time no `Duration` holds trapped (exit 132): `PMI_EXPORT_SECONDS`
  /// until it was read within an hour, and `PMI_LOCK_SECONDS=1e300` after
  /// that, having a check of its own. One function reads both now.
  @Test(arguments: variables, ["1e300", "inf", "nan", "-1", "3601", "ten"])
  func aTimeOutOfRangeIsNotTaken(variable: (name: String, fallback: String), value: String)
    throws
  {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "quit\n",
      environment: [variable.name: value])
    #expect(result.status == 0)
    #expect(
      result.errors
        == "pmi: warning: \(variable.name) is '\(value)', not a number of seconds from 0 to "
        + "3600: using \(variable.fallback).\n")
  }

  /// A time within range is taken without a word, and an empty one is as if unset.
  @Test(arguments: variables.map(\.name), ["0", "0.5", "3600", ""])
  func aTimeInRangeIsTakenQuietly(name: String, value: String) throws {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "quit\n",
      environment: [name: value])
    #expect(result.status == 0 && result.errors.isEmpty)
  }
}
