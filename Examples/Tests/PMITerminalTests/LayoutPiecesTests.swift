import Testing

@testable import PMITerminal

@Suite struct LayoutPiecesTests {
  @Test func theViewportFollowsTheHighlightWithAMargin() {
    #expect(Viewport.top(keeping: 0, from: 0, height: 8, count: 1025) == 0)
    #expect(Viewport.top(keeping: 7, from: 0, height: 8, count: 1025) == 1)
    #expect(Viewport.top(keeping: 63, from: 60, height: 8, count: 1025) == 60)
    #expect(Viewport.top(keeping: 59, from: 60, height: 8, count: 1025) == 58)
    #expect(Viewport.top(keeping: 1024, from: 0, height: 8, count: 1025) == 1017)
    #expect(Viewport.top(keeping: 3, from: 9, height: 8, count: 5) == 0)
    #expect(Viewport.top(keeping: 27, from: 0, height: 24, count: 28) == 4)
  }

  @Test func theFrameWriterWritesOnlyChangedRows() {
    var writer = FrameWriter()
    let first = writer.update(["a", "b", "c"], columns: 1)
    #expect(first.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(first.contains("\u{1B}[3;1H"))
    let second = writer.update(["a", "B", "c"], columns: 1)
    #expect(second == "\u{1B}[2;1H\u{1B}[0mB\u{1B}[0m\u{1B}[K")
    #expect(writer.update(["a", "B", "c"], columns: 1).isEmpty)
    #expect(writer.update(["a", "B"], columns: 1).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    writer.invalidate()
    #expect(writer.update(["a", "B"], columns: 1).hasPrefix("\u{1B}[0m\u{1B}[2J"))
  }

  @Test func theLineEditorEditsAsReadlineDoes() {
    var editor = LineEditor()
    editor.insert("  pmi://pokedex/25 ")
    #expect(editor.handle(.left) == .editing)
    _ = editor.handle(.control("u"))
    #expect(editor.text == " ")
    editor = LineEditor("pmi://pokedx/25")
    for _ in 0..<4 { _ = editor.handle(.left) }
    _ = editor.handle(.character("e"))
    #expect(editor.text == "pmi://pokedex/25")
    _ = editor.handle(.control("w"))
    #expect(editor.beforeCursor == "" && editor.afterCursor == "x/25")
    _ = editor.handle(.end)
    _ = editor.handle(.backspace)
    _ = editor.handle(.home)
    _ = editor.handle(.delete)
    #expect(editor.text == "/2")
    var pasted = LineEditor(" pmi://berries/16\t")
    #expect(pasted.handle(.enter) == .submitted("pmi://berries/16"))
    var cancelled = LineEditor("x")
    #expect(cancelled.handle(.escape) == .cancelled)
  }

  /// A paste never submits: its line ends at the end are dropped, others
  /// become spaces, and controls and invisible characters are dropped.
  @Test func aPasteIsTextInAField() {
    var editor = LineEditor("go ")
    #expect(editor.handle(.paste("pmi://pokedex/25\r\n")) == .editing)
    #expect(editor.text == "go pmi://pokedex/25")
    editor = LineEditor()
    _ = editor.handle(.paste("fire\nfly\t\u{1B}[2J\u{200B}\u{9B}x"))
    #expect(editor.text == "fire fly [2Jx")
  }

  @Test func theQueueBoundsInputAndCountsWhatItDropped() {
    let queue = EventQueue<Int>(inputLimit: 3)
    queue.postInput([1, 2])
    queue.postInput([3, 4, 5])
    queue.post(6)  // not input: never dropped
    #expect(queue.drain() == [1, 2, 3, 6])
    #expect(queue.takeDropped() == 2)
    #expect(queue.takeDropped() == 0)
    queue.postInput([7])
    #expect(queue.drain() == [7], "room again once the loop took what waited")
  }

  @Test func anInterruptGoesBeforeEverythingAndEndsTheInput() {
    let queue = EventQueue<Int>()
    queue.postInput([1, 2, 3])
    queue.interrupt(with: 0)
    queue.postInput([4])
    #expect(queue.isInterrupted)
    #expect(queue.drain() == [0])
  }

  @Test func theQueueHandsOverEverythingPostedAtOnce() async {
    let queue = EventQueue<Int>()
    queue.post([1, 2])
    queue.post(3)
    var wakeUps = queue.wakeUps.makeAsyncIterator()
    _ = await wakeUps.next()
    #expect(queue.drain() == [1, 2, 3])
    #expect(queue.drain().isEmpty)
  }
}
