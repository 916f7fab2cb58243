/// Why a saved file was not read.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is larger than anything the app writes.
  case tooLarge(Int, limit: Int)
  /// A link, a FIFO, a folder or a device where the team file should be:
  /// reading a FIFO would block forever, and following a link would read
  /// whatever someone pointed it at.
  case notARegularFile

  /// A sentence for the warning.
  public var description: String {
    switch self {
    case .tooLarge(let size, let limit):
      "the file is \(size) bytes, over the \(limit)-byte limit for a team"
    case .notARegularFile:
      "it is not a regular file (a link, a FIFO, a folder or a device)"
    }
  }
}
