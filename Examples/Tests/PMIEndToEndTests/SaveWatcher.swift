#if os(Linux)
  import Foundation
  import Glibc

  /// Counts the times a file is saved, by watching its folder with inotify:
  /// pmi saves by renaming a finished temporary onto the file, so each save
  /// is one `IN_MOVED_TO` event with the file's name.
  final class SaveWatcher {
    private let descriptor: Int32
    private let name: String
    private var count = 0

    init(_ file: URL) throws {
      descriptor = inotify_init1(Int32(IN_NONBLOCK))
      name = file.lastPathComponent
      let folder = file.deletingLastPathComponent().path
      guard descriptor >= 0, inotify_add_watch(descriptor, folder, UInt32(IN_MOVED_TO)) >= 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    }

    deinit { close(descriptor) }

    /// The saves so far, once there are at least `minimum` (waited for up
    /// to a minute, however slow the machine) and none has come for `quiet`
    /// seconds since (pmi waits 0.3 s after the last key before it saves).
    func saves(atLeast minimum: Int = 0, afterQuietFor quiet: Double = 1.5) -> Int {
      let deadline = Date().addingTimeInterval(60)
      while count < minimum, Date() < deadline {
        _ = drain()
        Thread.sleep(forTimeInterval: 0.05)
      }
      var lastChange = Date()
      while Date().timeIntervalSince(lastChange) < quiet {
        if drain() { lastChange = Date() }
        Thread.sleep(forTimeInterval: 0.05)
      }
      return count
    }

    /// Reads pending events; whether there were any for the file.
    private func drain() -> Bool {
      var buffer = [UInt8](repeating: 0, count: 4096)
      var saw = false
      while true {
        let length = read(descriptor, &buffer, buffer.count)
        guard length > 0 else { return saw }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= length {
          let event = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          }
          let nameStart = offset + MemoryLayout<inotify_event>.size
          let nameBytes = buffer[nameStart..<(nameStart + Int(event.len))].prefix { $0 != 0 }
          if String(decoding: nameBytes, as: UTF8.self) == name {
            count += 1
            saw = true
          }
          offset = nameStart + Int(event.len)
        }
      }
    }
  }
#endif
