/// The keys of a snapshot's bytes that its reader cannot see: a key no snapshot has (a damaged name,
/// which `JSONDecoder` takes for an absent one) outside the values of the app's own types, and a
/// key written twice in one object (of which `JSONDecoder` reads one).
///
/// A lean pass over brackets, strings and commas, apart from `JSONPrefix`'s full reading: it runs
/// on every restore. Keys compare as written: `"a"` and `"\u0061"` are two.
enum SnapshotKeyScan {
  private static let known = Set(SnapshotKey.allCases.map { Array($0.stringValue.utf8)[...] })
  /// The keys whose values are the app's (routes, return values, selections, tabs).
  private static let payloads = Set(
    [SnapshotKey.route, .value, .sel, .anchor, .name, .current, .selected].map {
      Array($0.stringValue.utf8)[...]
    })

  /// Each odd key's name, the byte where it starts, and whether it is a repeat, in order.
  static func oddKeys(in bytes: [UInt8]) -> [(name: String, byte: Int, isRepeat: Bool)] {
    var open: [(keys: Set<ArraySlice<UInt8>>?, isPayload: Bool)] = []  // `keys` nil for a list
    var (expectsKey, lastKey) = (false, ArraySlice<UInt8>())
    var found: [(name: String, byte: Int, isRepeat: Bool)] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isPayload = open.last.map {
          $0.isPayload || $0.keys != nil && payloads.contains(lastKey)
        }
        expectsKey = bytes[index] == UInt8(ascii: "{")
        open.append((expectsKey ? [] : nil, isPayload ?? false))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = open.popLast()
        expectsKey = false
      case UInt8(ascii: ","): expectsKey = open.last?.keys != nil
      case UInt8(ascii: "\""):
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        if expectsKey, !open.isEmpty {
          lastKey = bytes[(index + 1)..<min(end, bytes.count)]
          let isRepeat = open[open.count - 1].keys?.insert(lastKey).inserted == false
          if isRepeat || !open[open.count - 1].isPayload && !known.contains(lastKey) {
            found.append((String(decoding: lastKey, as: UTF8.self), index, isRepeat))
          }
        }
        (index, expectsKey) = (end, false)
      default: break
      }
      index += 1
    }
    return found
  }
}
