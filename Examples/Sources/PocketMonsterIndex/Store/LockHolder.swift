import Foundation

/// The process that holds the store's lock, as the system names it: its
/// process ID and, when the system says, its command name.
///
/// Found in `/proc/locks`, which lists every `flock` with the file's device
/// and inode and the process that took it, so on Linux it is the kernel's
/// word, never a guess. Elsewhere the holder is unknown, and a message names
/// the lock file alone.
public struct LockHolder: Hashable, Sendable, CustomStringConvertible {
  /// The holder's process ID.
  public let pid: Int32
  /// Its command name (`/proc/PID/comm`), if the system says.
  public let command: String?

  /// A holder, for a message or a test's expectation.
  public init(pid: Int32, command: String?) {
    self.pid = pid
    self.command = command
  }

  /// `process 4242 (pmi)`, or `process 4242`.
  public var description: String {
    command.map { "process \(pid) (\($0))" } ?? "process \(pid)"
  }

  /// The process holding a `flock` on the file open at `descriptor`; nil
  /// when the system does not say (outside Linux, or a holder in another
  /// PID namespace, listed as 0).
  static func of(_ descriptor: Int32) -> LockHolder? {
    var status = stat()
    guard fstat(descriptor, &status) == 0,
      let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
    else { return nil }
    let file = fileKey(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    for line in locks.split(separator: "\n") {
      // `1: FLOCK  ADVISORY  WRITE 4242 fe:00:1234 0 EOF`; a waiter's line has `->` after
      // the number, and is not a holder.
      let fields = line.split(separator: " ")
      guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == file,
        let pid = Int32(fields[4]), pid > 0
      else { continue }
      return LockHolder(pid: pid, command: command(of: pid))
    }
    return nil
  }

  /// A file as `/proc/locks` names it: `MAJOR:MINOR:INODE`, the device's
  /// numbers in hexadecimal, as Linux splits a `dev_t`.
  static func fileKey(device: UInt64, inode: UInt64) -> String {
    // glibc's gnu_dev_major and gnu_dev_minor, macros Swift does not import.
    let major = ((device >> 8) & 0xfff) | ((device >> 32) & 0xffff_f000)
    let minor = (device & 0xff) | ((device >> 12) & 0xffff_ff00)
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return digits.count < 2 ? "0" + digits : digits
    }
    return "\(hex(major)):\(hex(minor)):\(inode)"
  }

  /// The command name of process `pid`, without its line end.
  private static func command(of pid: Int32) -> String? {
    guard let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8) else {
      return nil
    }
    let trimmed = name.trimmingCharacters(in: .newlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
