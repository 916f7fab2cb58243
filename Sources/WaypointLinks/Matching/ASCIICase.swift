/// The one case rule of links: schemes, hosts and static path segments compare case-insensitively
/// as ASCII, folding `A`–`Z` and nothing else, so a KELVIN SIGN is never a `k`; parameter values
/// and query items are read as written.
enum ASCIICase {
  /// `text` with `A`–`Z` made small.
  static func lowercased(_ text: String) -> String {
    guard text.utf8.contains(where: isCapital) else { return text }
    return String(decoding: text.utf8.map(lowercased), as: UTF8.self)
  }

  /// Whether `bytes` spell `lowercase`, with ASCII letters in either case.
  static func equals(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: [UInt8]) -> Bool {
    compare(bytes, lowercase) == 0
  }

  /// How `bytes`, with ASCII capitals made small, sort against `lowercase`: by length, then byte by
  /// byte; negative, zero or positive.
  static func compare(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: [UInt8]) -> Int {
    guard bytes.count == lowercase.count else { return bytes.count - lowercase.count }
    var index = bytes.startIndex
    for byte in lowercase {
      let difference = Int(lowercased(bytes[index])) - Int(byte)
      if difference != 0 { return difference }
      index += 1
    }
    return 0
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    isCapital(byte) ? byte | 0x20 : byte
  }

  private static func isCapital(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
