import Testing
import WaypointTestSupport

@testable import WaypointLinks

@Suite struct LinkErrorTests {
  struct Closed: Error, Equatable {
    let reason: String
  }

  struct Opaque: Error {
    let code: Int
  }

  static func refused(_ underlying: any Error, pattern: String = "gym/:id") -> LinkError {
    .refused(pattern: pattern, underlying: underlying)
  }

  @Test func refusalsCompareEquatableErrorsByValue() {
    #expect(Self.refused(Closed(reason: "night")) == Self.refused(Closed(reason: "night")))
    #expect(Self.refused(Closed(reason: "night")) != Self.refused(Closed(reason: "repairs")))
    #expect(Self.refused(Closed(reason: "night")) != Self.refused(Opaque(code: 1)))
    #expect(
      Self.refused(Closed(reason: "night")) != Self.refused(Closed(reason: "night"), pattern: "x"))
  }

  @Test func refusalsCompareOtherErrorsByType() {
    #expect(Self.refused(Opaque(code: 1)) == Self.refused(Opaque(code: 2)))
    #expect(Self.refused(Opaque(code: 1)) != Self.refused(Closed(reason: "1")))
  }

  @Test func equalErrorsHashAlike() {
    let errors: Set = [
      Self.refused(Closed(reason: "night")), Self.refused(Closed(reason: "night")),
      Self.refused(Opaque(code: 1)), Self.refused(Opaque(code: 2)),
      .badParameter(name: "id", value: "x", expected: .value(of: Int.self)),
      .badParameter(name: "id", value: "x", expected: .value(of: Int.self)),
      .badParameter(name: "id", value: "x", expected: .value(of: Double.self)),
      .badParameter(name: "id", value: "x", expected: .integer(in: 1...3)),
    ]
    #expect(errors.count == 5)
  }

  @Test func expectationsCompareTypesByIdentity() {
    #expect(LinkError.Expectation.value(of: Int.self) == .value(of: Int.self))
    #expect(LinkError.Expectation.value(of: Int.self) != .value(of: Int?.self))
    #expect(LinkError.Expectation.value(of: Int.self) != .integer(in: 0...Int.max))
    #expect(LinkError.Expectation.integer(in: 1...3) != .integer(in: 1...4))
  }
}
