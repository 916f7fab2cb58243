/// Why a saved file was not read.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is larger than anything the app writes.
  case tooLarge(Int, limit: Int)

  /// A sentence for the warning.
  public var description: String {
    switch self {
    case .tooLarge(let size, let limit):
      "the file is \(size) bytes, over the \(limit)-byte limit for a team"
    }
  }
}
