import CallgrindControl

/// One side of a comparison: a measured piece of work, and what has to happen
/// before each run of it without being measured (popping back to the depth
/// the work starts from, say).
///
/// The benchmarks time contestants interleaved (``Harness/time(_:rounds:)``)
/// or count their instructions under callgrind (``Harness/count(_:)``); the
/// tables are the same either way.
@MainActor
struct Contestant {
  /// Unique within a benchmark; names a row or a cell of its table.
  let name: String
  /// How many operations one run of `work` does.
  let operations: Int
  let prepare: @MainActor () async throws -> Void
  let work: @MainActor () async throws -> Void

  init(
    _ name: String, operations: Int = 1,
    prepare: @escaping @MainActor () async throws -> Void = {},
    work: @escaping @MainActor () async throws -> Void
  ) {
    self.name = name
    self.operations = operations
    self.prepare = prepare
    self.work = work
  }
}

/// Figures per operation, by contestant name: nanoseconds or instructions.
struct Figures {
  enum Unit {
    case nanoseconds
    case instructions
  }

  let unit: Unit
  var values: [String: Double] = [:]
  /// Calls to `malloc` and its kin per operation, by contestant name, when
  /// counted under callgrind; empty when timed.
  var allocations: [String: Double] = [:]

  subscript(name: String) -> Double {
    guard let value = values[name] else { fatalError("No figure for '\(name)'.") }
    return value
  }

  /// A figure as a table shows it: `1.23 µs`, `456 ns` or `12,345`.
  func show(_ name: String) -> String { show(value: self[name]) }

  func show(value: Double) -> String {
    switch unit {
    case .instructions: return Int(value.rounded()).formatted
    case .nanoseconds:
      if value >= 1_000_000 { return "\(format(value / 1_000_000)) ms" }
      if value >= 1_000 { return "\(format(value / 1_000)) µs" }
      return "\(format(value, digits: 1)) ns"
    }
  }

  var label: String { unit == .instructions ? "instructions" : "wall clock" }
}

@MainActor
enum Harness {
  /// Whether this process runs under valgrind: then it counts, it does not time.
  static let isCounting = waypoint_on_valgrind() != 0

  /// Times every contestant in rounds, A B C, B C A, C A B…, so that a slow
  /// moment of a shared machine falls on all of them alike; the median of
  /// the rounds, per operation.
  static func time(_ contestants: [Contestant], rounds: Int = 15) async throws -> Figures {
    let clock = ContinuousClock()
    var repetitions: [Int] = []
    // Warm up, and find how many runs make a sample of at least 0.5 ms.
    for contestant in contestants {
      var count = 0
      var elapsed = Duration.zero
      repeat {
        try await contestant.prepare()
        elapsed += try await clock.measure { try await contestant.work() }
        count += 1
      } while elapsed < .microseconds(500) && count < 10_000
      repetitions.append(max(1, count))
    }
    var samples = [[Double]](repeating: [], count: contestants.count)
    for round in 0..<rounds {
      for offset in 0..<contestants.count {
        let index = (round + offset) % contestants.count
        let contestant = contestants[index]
        var elapsed = Duration.zero
        for _ in 0..<repetitions[index] {
          try await contestant.prepare()
          elapsed += try await clock.measure { try await contestant.work() }
        }
        samples[index].append(
          elapsed.nanoseconds / Double(repetitions[index] * contestant.operations))
      }
    }
    var figures = Figures(unit: .nanoseconds)
    for (contestant, values) in zip(contestants, samples) {
      figures.values[contestant.name] = values.sorted()[values.count / 2]
    }
    return figures
  }

  /// Under callgrind: counts the instructions of `runs` runs of each
  /// contestant's work alone (its preparation is not collected), one dump per
  /// contestant named `name|operations`; scripts/benchmark-instructions reads
  /// the dumps and divides.
  static func count(_ contestants: [Contestant], runs: Int = 10) async throws {
    for contestant in contestants {
      for _ in 0..<2 {  // warm up: lazy metadata, first allocations
        try await contestant.prepare()
        try await contestant.work()
      }
      // Callgrind may count calls made while it collects no instructions
      // (a contestant's allocations came out several times too high), so
      // only the measured runs are instrumented at all.
      waypoint_callgrind_instrument(1)
      waypoint_callgrind_zero()
      for _ in 0..<runs {
        try await contestant.prepare()
        waypoint_callgrind_toggle()
        try await contestant.work()
        waypoint_callgrind_toggle()
      }
      waypoint_callgrind_dump("\(contestant.name)|\(runs * contestant.operations)")
      waypoint_callgrind_instrument(0)
    }
  }
}

/// Times a piece of work over repeated runs and summarises it.
struct Measurement {
  let name: String
  let samples: [Duration]

  init(_ name: String, iterations: Int, warmup: Int = 3, _ work: () throws -> Void) rethrows {
    self.name = name
    let clock = ContinuousClock()
    for _ in 0..<warmup { try work() }
    var samples: [Duration] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
      samples.append(try clock.measure(work))
    }
    self.samples = samples.sorted()
  }

  var median: Duration { samples[samples.count / 2] }
  var fastest: Duration { samples[0] }
  var slowest: Duration { samples[samples.count - 1] }

  var medianMilliseconds: Double { median.milliseconds }
}

extension Duration {
  var milliseconds: Double {
    Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
  }

  var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }

  var seconds: Double { milliseconds / 1_000 }
}

func format(_ value: Double, digits: Int = 2) -> String {
  let scale = (0..<digits).reduce(1.0) { value, _ in value * 10 }
  let rounded = (value * scale).rounded() / scale
  return "\(rounded)"
}

/// `a ÷ b` as `1.23×`.
func ratio(_ a: Double, _ b: Double, digits: Int = 2) -> String {
  "\(format(a / b, digits: digits))×"
}

extension Int {
  /// `1234567` as `1,234,567`.
  var formatted: String {
    let digits = Array(String(self))
    return digits.enumerated().map { index, digit in
      (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
    }.joined()
  }
}
