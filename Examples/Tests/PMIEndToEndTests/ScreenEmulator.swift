/// Just enough of a terminal to read what pmi drew: printable text, cursor
/// addressing, erasing.
///
/// Colours and modes are skipped.
struct ScreenEmulator {
  private(set) var grid: [[Character]]
  private var row = 0
  private var column = 0
  private var pending: [UInt8] = []

  init(rows: Int, columns: Int) {
    grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// The screen's lines, trailing spaces removed.
  var lines: [String] {
    grid.map { String($0).replacingOccurrences(of: "\u{0}", with: "") }
      .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
  }

  mutating func resize(rows: Int, columns: Int) {
    grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    row = 0
    column = 0
  }

  mutating func feed(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    while index < pending.count {
      guard let consumed = step(at: index) else { break }
      index += consumed
    }
    pending.removeFirst(index)
  }

  /// Handles what starts at `index`; nil when it is not all there yet.
  private mutating func step(at index: Int) -> Int? {
    let byte = pending[index]
    switch byte {
    case 0x1B:
      guard index + 1 < pending.count else { return nil }
      guard pending[index + 1] == UInt8(ascii: "[") else { return 2 }
      var end = index + 2
      while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
      guard end < pending.count else { return nil }
      control(String(decoding: pending[(index + 2)..<end], as: UTF8.self), pending[end])
      return end - index + 1
    case 0x0D:
      column = 0
      return 1
    case 0x0A:
      row = min(row + 1, grid.count - 1)
      return 1
    case 0x00..<0x20: return 1
    default:
      let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      guard index + length <= pending.count else { return nil }
      let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
      put(text.first ?? "?")
      return length
    }
  }

  private mutating func put(_ character: Character) {
    guard grid.indices.contains(row), column < grid[row].count else { return }
    grid[row][column] = character
    column += 1
  }

  private mutating func control(_ parameters: String, _ final: UInt8) {
    let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
    switch final {
    case UInt8(ascii: "H"):
      row = min(max((numbers.first ?? 1) - 1, 0), grid.count - 1)
      column = min(max((numbers.count > 1 ? numbers[1] : 1) - 1, 0), grid[0].count)
    case UInt8(ascii: "J") where parameters == "2":
      for index in grid.indices { grid[index] = Array(repeating: " ", count: grid[index].count) }
    case UInt8(ascii: "K"):
      guard grid.indices.contains(row) else { return }
      for index in column..<grid[row].count { grid[row][index] = " " }
    default: break
    }
  }
}
