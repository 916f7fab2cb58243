/// A one-line text field as readline has taught users to expect: the cursor
/// moves with ←/→, Home/End and Ctrl-A/E; Backspace, Delete, Ctrl-U (to the
/// start), Ctrl-K (to the end) and Ctrl-W (a word) delete; Enter submits the
/// trimmed text; Escape, Ctrl-C and Ctrl-G cancel.
///
/// A paste is text: it is inserted whole and never submits (see
/// ``insert(pasted:)``).
public struct LineEditor: Hashable, Sendable {
  /// What a key did to the field.
  public enum Outcome: Hashable, Sendable {
    case editing
    case submitted(String)
    case cancelled
  }

  private var characters: [Character]
  /// Where the cursor is, in characters from the start.
  public private(set) var cursor: Int

  /// A field holding `text`, the cursor at its end.
  public init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The text in the field.
  public var text: String { String(characters) }

  /// The text before the cursor.
  public var beforeCursor: String { String(characters[..<cursor]) }

  /// The text from the cursor on.
  public var afterCursor: String { String(characters[cursor...]) }

  /// Applies one key.
  public mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .enter: return .submitted(text.trimmingWhitespace())
    case .escape, .control("c"), .control("g"): return .cancelled
    case .character(let character): insert(character)
    case .backspace, .control("h"): deleteBackward()
    case .delete, .control("d"): deleteForward()
    case .left, .control("b"): cursor = max(0, cursor - 1)
    case .right, .control("f"): cursor = min(characters.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = characters.count
    case .control("u"):
      characters.removeFirst(cursor)
      cursor = 0
    case .control("k"): characters.removeLast(characters.count - cursor)
    case .control("w"): deleteWord()
    case .paste(let text): insert(pasted: text)
    default: break
    }
    return .editing
  }

  /// Inserts `text` at the cursor.
  public mutating func insert(_ text: String) {
    for character in text { insert(character) }
  }

  /// Inserts pasted text as one line: the line ends at its end are dropped
  /// (a link copied with its newline), the others and tabs become a space,
  /// and every other control or invisible character is dropped, so nothing
  /// in a paste submits, cancels or hides.
  public mutating func insert(pasted text: String) {
    var line = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\r" || scalar == "\t" {
        line.append(" ")
      } else if !TerminalText.isUnsafe(scalar) {
        line.append(scalar)
      }
    }
    let kept = String(line)
    let trailingBreaks = text.unicodeScalars.reversed().prefix { $0 == "\n" || $0 == "\r" }.count
    insert(String(kept.dropLast(trailingBreaks)))
  }

  private mutating func insert(_ character: Character) {
    characters.insert(character, at: cursor)
    cursor += 1
  }

  private mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
  }

  private mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  private mutating func deleteWord() {
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }
}

extension String {
  /// The text without whitespace or line ends around it.
  func trimmingWhitespace() -> String {
    let characters = Array(self)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
      let last = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[first...last])
  }
}
