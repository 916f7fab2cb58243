import Foundation
import Testing

@testable import PocketMonsterIndex

/// How the holder of the store's lock is found in `/proc/locks`.
@Suite struct LockHolderTests {
  /// `/proc/locks` writes a device as `%02x:%02x`, major then minor, split as
  /// Linux splits a `dev_t`; the inode in decimal.
  @Test(arguments: [
    (UInt64(0xfe00), UInt64(16_220_277), "fe:00:16220277"),
    (0x0803, 12, "08:03:12"),
    (0x10301, 7, "103:01:7"),
    (0x1000_5672_3489, 1, "1234:56789:1"),
  ])
  func aFileIsNamedAsProcLocksNamesIt(device: UInt64, inode: UInt64, key: String) {
    #expect(LockHolder.fileKey(device: device, inode: inode) == key)
  }

  @Test func aHolderSaysItsProcessAndCommand() {
    #expect("\(LockHolder(pid: 42, command: "flock"))" == "process 42 (flock)")
    #expect("\(LockHolder(pid: 42, command: nil))" == "process 42")
  }
}
