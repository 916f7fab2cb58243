import Foundation

// SwiftPM links executables with their own `main`, so instead of letting
// libFuzzer provide one, this hands the command line to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-seeds" {
  try Seeds.write(to: URL(fileURLWithPath: CommandLine.arguments[2]))
  exit(0)
}

var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
let status = runFuzzerDriver(&argc, &argv) { start, count in fuzzLinks(start, count) }
exit(status)
