import Dispatch
import Foundation
import FuzzDriver

// The app runs on the main actor, and libFuzzer calls the target from the
// thread that started it: so libFuzzer gets a thread of its own, whose calls
// wait for the main actor, and the main thread serves the main actor.
let fuzzer = Thread {
  runFuzzTarget(writeSeeds: Seeds.write) { start, count in fuzzLines(start, count) }
}
fuzzer.stackSize = 64 << 20  // AddressSanitizer's frames are large
fuzzer.start()
dispatchMain()
