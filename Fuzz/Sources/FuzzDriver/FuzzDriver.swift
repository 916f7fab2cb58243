import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs a fuzz target. SwiftPM links executables with their own `main`, so
/// instead of letting libFuzzer provide one, this hands the command line to
/// libFuzzer's driver. `--write-seeds DIR` writes the target's seed corpus instead.
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
