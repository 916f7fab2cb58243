import Foundation
import Testing

@testable import PocketMonsterIndex

/// Save failures read "(NSCocoaErrorDomain error 512.)" and "A file with the
/// same name already exists": every error that reaches the user names the
/// path and the cause.
@Suite struct StoreErrorTests {
  static let lockFolder = StoreError.notAFile(path: "/s/n.wpt.lock", kind: .folder)

  @Test(arguments: [
    (
      StoreError.notAFile(path: "/s/n.wpt", kind: .fifo),
      "/s/n.wpt is a FIFO, not a file, and is left alone"
    ),
    (
      .notAFile(path: "/s/n.wpt", kind: .symbolicLink),
      "/s/n.wpt is a symbolic link, not a file, and is left alone"
    ),
    (
      .notAFile(path: "/s/n.wpt", kind: .device),
      "/s/n.wpt is a device, not a file, and is left alone"
    ),
    (
      .notAFolder(path: "/x/y/n.wpt", folder: "/x/y"),
      "cannot create /x/y/n.wpt: /x/y is not a folder"
    ),
    (
      .tooLarge(path: "/s/t.json", size: 70_000, limit: 65_536),
      "/s/t.json has 70000 bytes, over the 65536-byte limit"
    ),
    (
      .unreadable(path: "/s/t.json", reason: "team: not a list"),
      "/s/t.json cannot be read: team: not a list"
    ),
    (
      .failed(.write, path: "/s/n.wpt", code: ENOSPC),
      "cannot write /s/n.wpt: No space left on device"
    ),
    (
      .failed(.create, path: "/s/n.wpt", code: EACCES),
      "cannot create a folder for /s/n.wpt: Permission denied"
    ),
    (
      .failed(.lock, path: "/s/n.wpt.lock", code: EACCES),
      "cannot lock /s/n.wpt.lock: Permission denied"
    ),
    (
      .notKeptAside(path: "/s/n.wpt", code: nil),
      "/s/n.wpt is damaged and cannot be kept aside, as /s/n.wpt.damaged to /s/n.wpt.damaged-100 are all taken, so it is left as it is"
    ),
    (
      .notKeptAside(path: "/s/n.wpt", code: EXDEV),
      "/s/n.wpt is damaged and cannot be kept aside (Invalid cross-device link), so it is left as it is"
    ),
    (
      .lockUnavailable(cause: lockFolder),
      "cannot take the lock, and saving without it could undo another session's changes: /s/n.wpt.lock is a folder, not a file, and is left alone"
    ),
    (
      .lockHeld(
        path: "/s/n.wpt.lock", holder: LockHolder(pid: 4242, command: "pmi"), waited: .seconds(10)),
      "/s/n.wpt.lock is held by process 4242 (pmi), still after 10 s"
    ),
    (
      .lockHeld(path: "/s/n.wpt.lock", holder: nil, waited: .milliseconds(250)),
      "/s/n.wpt.lock is held by another process, still after 0.25 s"
    ),
    (
      .unsupportedFormat(path: "/s/n.wpt", found: 2, supported: 1),
      "/s/n.wpt was saved by a newer pmi (snapshot format 2; this one reads format 1) and is left as it is; update pmi to go on from it"
    ),
  ])
  func storeErrorsNameThePathAndTheCause(_ error: StoreError, _ text: String) {
    #expect(error.description == text)
    #expect(error.localizedDescription == text)
  }

  @Test func aSaveSaysWhatItWrote() {
    let full = StoreError.failed(.write, path: "/s/n.wpt", code: ENOSPC)
    let sentences: [(SaveError, String)] = [
      (
        SaveError(cause: full),
        "Could not save the session: cannot write /s/n.wpt: No space left on device."
      ),
      (
        SaveError(saved: [.team], cause: full),
        "Saved the team but not the navigation: cannot write /s/n.wpt: No space left on device."
      ),
      (
        SaveError(saved: [.navigation], cause: full),
        "Saved the navigation but not the team: cannot write /s/n.wpt: No space left on device."
      ),
    ]
    for (error, text) in sentences {
      #expect(error.description == text)
      #expect(error.localizedDescription == text)
    }
  }
}
