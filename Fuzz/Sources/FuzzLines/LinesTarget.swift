import Dispatch
import Foundation
import FuzzDriver
import PMILineMode
import PocketMonsterIndex

/// The catalogue, read once: each input starts a fresh app over it.
let catalogue: Catalogue = {
  do {
    return try Catalogue.bundled()
  } catch {
    fatalError("the catalogue cannot be read: \(error)")
  }
}()

/// Where an export the commands run writes the team.
let exportURL = FileManager.default.temporaryDirectory.appendingPathComponent(
  "fuzz-lines-\(getpid())-team.txt")

/// The most commands an input runs: a screen per command is drawn, and a
/// list's is a thousand rows.
let maximumCommands = 24

/// One fuzz input as line mode's standard input, a command a line, run
/// against a fresh app: no command may crash, and the screen after each one
/// must be drawn.
func fuzzLines(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let lines = text.split(whereSeparator: \.isNewline).prefix(maximumCommands).map(String.init)
  let finished = DispatchSemaphore(value: 0)
  Task { @MainActor in
    await run(lines)
    finished.signal()
  }
  finished.wait()
  return 0
}

/// Runs `lines` through pmi's own line-mode loop, from the first screen;
/// what it prints (every screen is drawn) and the failures it reports go nowhere.
@MainActor
func run(_ lines: [String]) async {
  let app = PMIApp(catalogue: catalogue, exportDuration: .zero, exportURL: exportURL)
  _ = await LineInterpreter(app: app) { _ in }.run(lines: lines, reportingFailures: { _ in })
  // A question left open holds its choice's task, and with it the app.
  while app.isAsking { await app.answer(nil) }
}

/// The symbol libFuzzer's runtime expects; the driver in `main.swift` passes
/// the same function, this export only satisfies the linker.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  fuzzLines(start, count)
}
