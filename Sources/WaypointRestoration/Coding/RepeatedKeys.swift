/// The keys written twice in one object of a JSON document, which `JSONDecoder` reads as one (it
/// keeps one of the two), so a reader can say what the other held is lost.
///
/// The document has been read whole, so the scan only follows brackets, strings and commas. Keys
/// compare as written: `"a"` and `"\u0061"` are two.
enum RepeatedKeys {
  /// Each repeat's name and the byte where it starts, in document order.
  static func find(in bytes: [UInt8]) -> [(name: String, byte: Int)] {
    var objects: [Set<ArraySlice<UInt8>>?] = []  // the keys of each open object; nil for a list
    var expectsKey = false
    var found: [(name: String, byte: Int)] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        expectsKey = bytes[index] == UInt8(ascii: "{")
        objects.append(expectsKey ? [] : nil)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        objects.removeLast()
        expectsKey = false
      case UInt8(ascii: ","):
        expectsKey = objects.last.map { $0 != nil } ?? false
      case UInt8(ascii: "\""):
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        let key = bytes[(index + 1)..<min(end, bytes.count)]
        if expectsKey, objects[objects.count - 1]?.insert(key).inserted == false {
          found.append((String(decoding: key, as: UTF8.self), index))
        }
        (index, expectsKey) = (end, false)
      default: break
      }
      index += 1
    }
    return found
  }
}
