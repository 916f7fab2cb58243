import Foundation

// Runs the benchmarks named on the command line (all when none is named) and
// prints a Markdown table per benchmark.
//
//   waypoint-benchmarks [operations] [links] [restoration]   wall clock
//   waypoint-benchmarks --report FILE [names…]               tables of counted instructions
//                                                            and allocations
//
// Under valgrind (scripts/benchmark-instructions) it counts instead of timing:
// one callgrind dump per measured contestant, read back with --report.

/// What a benchmark does with its contestants.
enum Mode {
  /// Time them, interleaved.
  case time
  /// Under callgrind: count their instructions, one dump each.
  case count
  /// Print the tables of figures counted earlier.
  case report(Figures)
}

let benchmarks: [String: (Mode) async throws -> String?] = [
  "operations": OperationsBenchmark.run,
  "links": LinkBenchmark.run,
  "restoration": RestorationBenchmark.run,
]
let profiles: [String: () throws -> String] = [
  "profile-encode": { try RestorationBenchmark.profile("encode") },
  "profile-restore": { try RestorationBenchmark.profile("restore") },
]

var arguments = Array(CommandLine.arguments.dropFirst())
var mode = Harness.isCounting ? Mode.count : .time
if arguments.first == "--report", arguments.count >= 2 {
  // Lines of `name instructions allocations`, each per operation.
  var figures = Figures(unit: .instructions)
  let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
  for line in text.split(separator: "\n") {
    let parts = line.split(separator: " ")
    guard parts.count == 3, let value = Double(parts[1]), let allocations = Double(parts[2])
    else { continue }
    figures.values[String(parts[0])] = value
    figures.allocations[String(parts[0])] = allocations
  }
  mode = .report(figures)
  arguments.removeFirst(2)
}
let names = arguments.isEmpty ? benchmarks.keys.sorted().reversed() : arguments
for name in names {
  if let profile = profiles[name] {
    print(try profile())
    continue
  }
  guard let run = benchmarks[name] else {
    let known = (Array(benchmarks.keys) + Array(profiles.keys)).sorted()
    print("Unknown benchmark '\(name)'. Known: \(known.joined(separator: ", ")).")
    continue
  }
  do {
    if let table = try await run(mode) { print(table + "\n") }
  } catch {
    print("\(name) failed: \(error)")
  }
}
