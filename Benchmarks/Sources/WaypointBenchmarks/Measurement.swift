/// Times a piece of work over repeated runs and summarises it.
///
/// A dedicated benchmark framework (ordo-one/benchmark) needs a runtime
/// interposer package this build environment cannot fetch, so the harness is
/// this: warm up, run `iterations` times, report the median and the spread.
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

  var seconds: Double { milliseconds / 1_000 }
}

func format(_ value: Double, digits: Int = 2) -> String {
  let scale = (0..<digits).reduce(1.0) { value, _ in value * 10 }
  let rounded = (value * scale).rounded() / scale
  return "\(rounded)"
}
