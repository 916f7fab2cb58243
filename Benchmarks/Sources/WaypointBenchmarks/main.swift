// Runs the benchmarks named on the command line (all when none is named) and
// prints a Markdown table per benchmark.
let benchmarks: [String: () throws -> String] = [
  "restoration": RestorationBenchmark.run,
  "links": LinkBenchmark.run,
  "profile-encode": { try RestorationBenchmark.profile("encode") },
  "profile-restore": { try RestorationBenchmark.profile("restore") },
  "profile-encode-records": { try RestorationBenchmark.profile("encode-records") },
  "profile-restore-records": { try RestorationBenchmark.profile("restore-records") },
]

let requested = CommandLine.arguments.dropFirst()
let names =
  requested.isEmpty
  ? benchmarks.keys.filter { !$0.hasPrefix("profile") }.sorted() : Array(requested)
for name in names {
  guard let run = benchmarks[name] else {
    print(
      "Unknown benchmark '\(name)'. Known: \(benchmarks.keys.sorted().joined(separator: ", ")).")
    continue
  }
  do {
    print(try run())
  } catch {
    print("\(name) failed: \(error)")
  }
  print("")
}
