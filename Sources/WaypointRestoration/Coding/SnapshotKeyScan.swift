/// The keys of a snapshot's bytes that its reader cannot see: a key no snapshot has (a damaged name,
/// which `JSONDecoder` takes for an absent one) outside the values of the app's own types, and a
/// key written twice in one object (of which `JSONDecoder` reads one).
///
/// A lean pass over brackets, strings and commas, apart from `JSONPrefix`'s full reading: it runs
/// on every restore, so keys are ranges of the bytes, compared in place, never copied or hashed
/// (but past 16 keys in one object, where a hostile file would make the comparisons quadratic).
/// Keys compare as written: `"a"` and `"\u0061"` are two.
enum SnapshotKeyScan {
  private static let known = SnapshotKey.allCases.map { Array($0.stringValue.utf8) }
  /// The keys whose values are the app's (routes, return values, selections, tabs).
  private static let payloads = [
    SnapshotKey.route, .value, .sel, .anchor, .name, .current, .selected,
  ].map { Array($0.stringValue.utf8) }

  /// An open object's keys (`nil` for a list) and whether it is inside an app's value.
  private struct Open {
    var keys: [Range<Int>]?
    var many: Set<[UInt8]> = []
    let isPayload: Bool
  }

  /// Each odd key's name, the byte where it starts, and whether it is a repeat, in order.
  static func oddKeys(in bytes: [UInt8]) -> [(name: String, byte: Int, isRepeat: Bool)] {
    bytes.withUnsafeBufferPointer { bytes in
      var open: [Open] = []
      var (expectsKey, lastKey) = (false, 0..<0)
      var found: [(name: String, byte: Int, isRepeat: Bool)] = []
      var index = 0
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          let isPayload = open.last.map {
            $0.isPayload || $0.keys != nil && isAmong(bytes[lastKey], payloads)
          }
          expectsKey = bytes[index] == UInt8(ascii: "{")
          open.append(Open(keys: expectsKey ? [] : nil, isPayload: isPayload ?? false))
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
            lastKey = (index + 1)..<min(end, bytes.count)
            let isRepeat = insert(lastKey, of: bytes, into: &open[open.count - 1])
            if isRepeat || !open[open.count - 1].isPayload && !isAmong(bytes[lastKey], known) {
              found.append((String(decoding: bytes[lastKey], as: UTF8.self), index, isRepeat))
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

  private static func isAmong(_ key: Slice<UnsafeBufferPointer<UInt8>>, _ list: [[UInt8]]) -> Bool {
    list.contains { $0.count == key.count && $0.elementsEqual(key) }
  }

  /// Notes `key` in its object; whether it was there already.
  private static func insert(
    _ key: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, into object: inout Open
  ) -> Bool {
    guard let count = object.keys?.count else { return false }
    if count < 16 {
      let seen = object.keys?.contains {
        $0.count == key.count && bytes[$0].elementsEqual(bytes[key])
      }
      if seen == true { return true }
      object.keys?.append(key)
      return false
    }
    if object.many.isEmpty { object.many = Set((object.keys ?? []).map { Array(bytes[$0]) }) }
    return !object.many.insert(Array(bytes[key])).inserted
  }
}
