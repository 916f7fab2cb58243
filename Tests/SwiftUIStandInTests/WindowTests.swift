import Foundation
import SwiftUI
import SwiftUIHost
import Testing

/// A window of a `WindowGroup(for: String.self)`: shows its value and what
/// its scene storage holds, logs its lifecycle, opens other windows.
private struct NoteWindow: View {
  let value: String
  let log: Log
  @SceneStorage("note") private var note = Data()
  @Environment(\.openWindow) private var openWindow
  @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    VStack {
      Text("window \(value)")
      Text("note \(String(decoding: note, as: UTF8.self))")
      Text(supportsMultipleWindows ? "many windows" : "one window")
      Button("Write") { note = Data("from \(value)".utf8) }
      Button("Open b") { openWindow(value: "b") }
    }
    .onAppear { log.entries.append("appear \(value)") }
    .onDisappear { log.entries.append("disappear \(value)") }
    .onOpenURL { log.entries.append("\(value) got \($0.absoluteString)") }
    .onChange(of: scenePhase) { _, phase in log.entries.append("\(value) \(phase)") }
    .handlesExternalEvents(preferring: value == "a" ? ["notes"] : [], allowing: ["*"])
  }
}

@MainActor private final class Log {
  var entries: [String] = []
}

@MainActor @Suite struct WindowTests {
  private func app(
    _ log: Log, supportsMultipleWindows: Bool = true, restoring saved: [SavedWindow<String>] = []
  ) -> WindowGroupHost<String, NoteWindow> {
    WindowGroupHost(
      WindowGroup(for: String.self) { $value in
        NoteWindow(value: value, log: log)
      } defaultValue: {
        "a"
      },
      supportsMultipleWindows: supportsMultipleWindows, restoring: saved)
  }

  @Test func openWindowOpensANewWindowOrBringsTheOpenOneForward() throws {
    let log = Log()
    let windows = app(log)
    windows.openNewWindow()
    windows.render()
    try windows.frontmost?.tapButton("Open b")
    windows.render()
    #expect(windows.values == ["b", "a"])
    #expect(windows.window("b")?.visibleTexts.first == "window b")
    try windows.window("a")?.tapButton("Open b")
    #expect(windows.values == ["b", "a"], "b is already open: it stays in front")
    windows.render()
    #expect(log.entries.filter { $0.hasPrefix("appear") } == ["appear a", "appear b"])
    #expect(log.entries.contains("a background"), "only the frontmost window is active")
  }

  @Test func whereOneWindowIsAllThereIsOpenWindowDoesNothing() throws {
    let log = Log()
    let windows = app(log, supportsMultipleWindows: false)
    windows.openNewWindow()
    windows.render()
    try windows.frontmost?.tapButton("Open b")
    #expect(windows.values == ["a"])
    #expect(windows.frontmost?.visibleTexts.contains("one window") == true)
  }

  @Test func sceneStorageIsPerWindowKeptForTheNextLaunchAndGoneWithAClosedWindow() throws {
    let log = Log()
    let windows = app(log)
    windows.openNewWindow()
    windows.render()
    try windows.frontmost?.tapButton("Open b")
    windows.render()
    try windows.window("b")?.tapButton("Write")
    windows.render()
    #expect(windows.window("b")?.visibleTexts.contains("note from b") == true)
    #expect(windows.window("a")?.visibleTexts.contains("note ") == true)

    let relaunched = app(Log(), restoring: windows.savedWindows)
    relaunched.render()
    #expect(relaunched.values == ["b", "a"])
    #expect(relaunched.window("b")?.visibleTexts.contains("note from b") == true)

    windows.close("b")
    #expect(log.entries.last == "disappear b")
    let afterClosing = app(Log(), restoring: windows.savedWindows)
    #expect(afterClosing.values == ["a"])
  }

  @Test func aURLGoesToAWindowThatPrefersItElseOneThatAllowsItElseANewOne() throws {
    let log = Log()
    let windows = app(log)
    let url = try #require(URL(string: "pmi://other"))
    #expect(windows.openURL(url) == "a", "no window open: a new one, with the default value")
    #expect(log.entries.prefix(2) == ["appear a", "a got pmi://other"])
    try windows.frontmost?.tapButton("Open b")
    windows.render()
    #expect(windows.openURL(url) == "b", "the frontmost allows everything")
    #expect(windows.openURL(try #require(URL(string: "pmi://NOTES/1"))) == "a", "a prefers notes")
    #expect(windows.values == ["a", "b"])
  }
}
