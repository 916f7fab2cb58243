import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs a fuzz target.
///
/// SwiftPM links executables with their own `main`, so instead of letting
/// libFuzzer provide one, this hands the command line to libFuzzer's driver.
/// `--write-seeds DIR` writes the target's seed corpus instead.
///
/// - Parameters:
///   - writeSeeds: Writes the seed corpus into a folder.
///   - test: One fuzz input; must return 0.
public func runFuzzTarget(
  writeSeeds: (URL) throws -> Void,
  test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> Never {
  if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-seeds" {
    do {
      try writeSeeds(URL(fileURLWithPath: CommandLine.arguments[2]))
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("could not write seeds: \(error)\n".utf8))
      exit(1)
    }
  }
  var argc = CommandLine.argc
  var argv = Optional(CommandLine.unsafeArgv)
  exit(runFuzzerDriver(&argc, &argv, test))
}

/// Stops the run when `message` holds a character a terminal or a log would
/// act on: C0, DEL, C1, the bidirectional controls and the line and paragraph
/// separators.
///
/// The list is written out here rather than taken from the library, so the
/// fuzzer checks the library against an independent one.
///
/// - Parameters:
///   - message: A description or suggestion the library produced.
///   - input: What produced it, for the crash report.
public func requireNoRawControlCharacters(_ message: String, from input: @autoclosure () -> String)
{
  for scalar in message.unicodeScalars {
    let value = scalar.value
    let isControl =
      value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x061C || value == 0x200E
      || value == 0x200F || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    if isControl {
      fatalError(
        "raw U+\(String(value, radix: 16, uppercase: true)) in a message for \(input()): "
          + message.debugDescription)
    }
  }
}
