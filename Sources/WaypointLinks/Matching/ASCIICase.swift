import WaypointCore

/// The one rule for schemes and hosts: they compare case-insensitively as
/// ASCII, folding `A`–`Z` and nothing else, so a KELVIN SIGN is never a `k`.
enum ASCIICase {
  /// `text` with `A`–`Z` made small.
  static func lowercased(_ text: String) -> String {
    guard text.utf8.contains(where: isCapital) else { return text }
    return String(decoding: text.utf8.map(lowercased), as: UTF8.self)
  }

  /// Whether `bytes` spell `lowercase`, with ASCII letters in either case.
  static func equals(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: [UInt8]) -> Bool {
    bytes.elementsEqual(lowercase) { lowercased($0) == $1 }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    isCapital(byte) ? byte | 0x20 : byte
  }

  private static func isCapital(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
