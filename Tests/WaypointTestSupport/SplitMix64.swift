/// A tiny seeded generator: property tests turn each generated seed into one
/// operation, so a shrunk sequence of seeds is a shrunk sequence of operations.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: Int) {
    state = UInt64(bitPattern: Int64(seed))
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
