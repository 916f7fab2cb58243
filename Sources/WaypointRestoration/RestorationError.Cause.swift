import WaypointCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension RestorationError {
  /// Why a snapshot could not be read at all.
  public enum Cause: Hashable, Sendable, CustomStringConvertible {
    /// The data starts neither like a compact snapshot (`WPT`) nor like a
    /// JSON one (`{`).
    case notASnapshot
    /// The data starts like a snapshot, but its envelope (format, route
    /// version and state) cannot be decoded.
    case damaged(SnapshotDecodingFailure)
    /// ``SnapshotFile`` found the file but could not read it; `code` is the
    /// file system's error.
    case fileUnreadable(path: String, code: CocoaError.Code)
    /// ``SnapshotFile`` found something other than a regular file at `path`,
    /// a link among them, and read nothing: see ``FileKind``.
    case notARegularFile(path: String, kind: FileKind)
  }
}
