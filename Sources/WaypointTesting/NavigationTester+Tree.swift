import WaypointCore
import WaypointDisplay

// The navigation as text a test can compare whole: tabs, their stacks, presentations, back locks
// and selections, without identities, which are noise to an app's test.
extension NavigationTester {
  /// The navigator's state as a stable tree, one line per tab, presentation and screen, as the
  /// "Testing Navigation" article's `expectTree` shows it.
  ///
  /// A stack shown as a split view (``splitViews``) names the rows its leading columns select:
  /// `sidebar: pokemon(25)`, then `content: …`.
  package var tree: String {
    navigator.currentState.treeLines(identities: false) { location, index in
      guard index < splitViews[location]?.selectingColumnCount ?? 0 else { return "" }
      return index == 0 ? "sidebar: " : "content: "
    }.joined(separator: "\n")
  }

  /// Asserts the navigator's state, written as a tree; a mismatch shows the lines that differ.
  ///
  /// `expected` has one line per tab, presentation and screen; indentation of the whole text (a
  /// multi-line string literal's) is ignored.
  public func expectTree(
    _ expected: String, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
    let actual = tree
    let wanted = Self.lines(of: expected)
    let got = Self.lines(of: actual)
    guard wanted != got else { return }
    fail("The navigation differs from the expected tree:\n" + Self.diff(wanted, got), at: location)
  }

  /// The non-empty lines of a text, with the indentation they share removed.
  private static func lines(of text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      .filter { !$0.allSatisfy(\.isWhitespace) }
    let indent = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(indent)) }
  }

  /// Expected and actual, line by line: the lines both start and end with are unmarked, and
  /// between them `-` marks each expected line and `+` each actual one.
  private static func diff(_ expected: [String], _ actual: [String]) -> String {
    let head = zip(expected, actual).prefix { $0 == $1 }.count
    let tail = zip(expected.dropFirst(head).reversed(), actual.dropFirst(head).reversed())
      .prefix { $0 == $1 }.count
    let lines: [String] =
      expected.prefix(head).map { "  " + $0 }
      + expected.dropFirst(head).dropLast(tail).map { "- " + $0 }
      + actual.dropFirst(head).dropLast(tail).map { "+ " + $0 }
      + expected.suffix(tail).map { "  " + $0 }
    return lines.joined(separator: "\n")
  }
}
