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

  static func failed(_ underlying: any Error, pattern: String = "gym/:id") -> LinkError {
    .failed(pattern: pattern, underlying: underlying)
  }

  static func bad(_ expected: LinkError.Expectation) -> LinkError {
    .badParameter(name: "id", value: "x", expected: expected)
  }

  @Test func failuresCompareEquatableErrorsByValue() {
    #expect(Self.failed(Closed(reason: "night")) == Self.failed(Closed(reason: "night")))
    #expect(Self.failed(Closed(reason: "night")) != Self.failed(Closed(reason: "repairs")))
    #expect(Self.failed(Closed(reason: "night")) != Self.failed(Opaque(code: 1)))
    #expect(
      Self.failed(Closed(reason: "night")) != Self.failed(Closed(reason: "night"), pattern: "x"))
  }

  @Test func failuresCompareOtherErrorsByType() {
    #expect(Self.failed(Opaque(code: 1)) == Self.failed(Opaque(code: 2)))
    #expect(Self.failed(Opaque(code: 1)) != Self.failed(Closed(reason: "1")))
  }

  @Test func expectationsCompareTypesByIdentity() {
    #expect(Self.bad(.value(of: Int.self)) == Self.bad(.value(of: Int.self)))
    #expect(Self.bad(.value(of: Int.self)) != Self.bad(.value(of: Int?.self)))
    #expect(Self.bad(.value(of: Int.self)) != Self.bad(.integer(in: 0...Int.max)))
    #expect(Self.bad(.integer(in: 1...3)) != Self.bad(.integer(in: 1...4)))
    #expect(Self.bad(.integer(in: 1...3)) == Self.bad(.integer(in: 1...3)))
  }

  @Test(arguments: [
    (
      LinkError.tooLong(bytes: 3_000, limit: 2_048),
      "The link is 3000 bytes long in UTF-8; the limit is 2048 bytes."
    ),
    (.tooManySegments(count: 40, limit: 32), "The link has 40 path segments; the limit is 32."),
    (.tooManyQueryItems(count: 40, limit: 32), "The link has 40 query items; the limit is 32."),
    (.missingScheme("pokedex/25"), "The link 'pokedex/25' has no scheme."),
    (.unknownScheme("ftp"), "The scheme 'ftp' is not handled by this app."),
    (
      .unknownHost("evil.example.com"),
      "The host 'evil.example.com' is not one of this app's link hosts."
    ),
    (.malformedPercentEncoding("%ZZ"), "'%ZZ' has malformed percent-encoding."),
    (
      .noMatchingPattern(LinkMiss(path: "/monstr/25", closestPattern: "/monster/:id")),
      "No route matches '/monstr/25'."
    ),
    (
      .badParameter(name: "id", value: "abc", expected: .value(of: Int.self)),
      "Parameter 'id' is 'abc', which is not an integer written in digits, without a sign or leading zeros."
    ),
    (
      .badParameter(name: "kind", value: "wood", expected: .value(of: LinkApp.MoveKind.self)),
      "Parameter 'kind' is 'wood', which is not a value of type MoveKind."
    ),
    (
      .badParameter(name: "id", value: "2000", expected: .integer(in: 1...1_025)),
      "Parameter 'id' is '2000', which is not a number from 1 to 1025."
    ),
    (.missingParameter("id"), "Parameter 'id' is missing."),
    (
      .failed(pattern: "gym/:id", underlying: Closed(reason: "night")),
      "The link matched 'gym/:id' but failed: Closed(reason: \"night\")"
    ),
  ])
  func everyErrorNamesThePartAtFault(error: LinkError, message: String) {
    #expect(error.description == message)
  }

  @Test(arguments: [
    (
      LinkError.noMatchingPattern(LinkMiss(path: "/monstr/25", closestPattern: "/monster/:id")),
      String?.some("Did you mean '/monster/:id'?")
    ),
    (.noMatchingPattern(LinkMiss(path: "/monsters")), nil),
    (
      .tooLong(bytes: 3_000, limit: 2_048),
      "If the app's own links are this long, raise LinkLimits(maximumLength:)."
    ),
    (
      .tooManySegments(count: 40, limit: 32),
      "If the app's own links have this many segments, raise LinkLimits(maximumSegments:)."
    ),
    (
      .tooManyQueryItems(count: 40, limit: 32),
      "If the app's own links have this many query items, raise LinkLimits(maximumQueryItems:)."
    ),
    (.unknownScheme("ftp"), nil),
    (.badParameter(name: "id", value: "abc", expected: .value(of: Int.self)), nil),
  ])
  func suggestionsAreSeparateFromTheMessage(error: LinkError, suggestion: String?) {
    #expect(error.recoverySuggestion == suggestion)
  }

  @Test func aNearMissSuggestsThePatternMeant() throws {
    let error = try #require(throws: LinkError.self) {
      try LinkFixtures.router().resolve("pmi://pokedx/25")
    }
    #expect(
      error == .noMatchingPattern(LinkMiss(path: "/pokedx/25", closestPattern: "/pokedex/:id")))
    #expect(error.recoverySuggestion == "Did you mean '/pokedex/:id'?")
  }

  @Test(arguments: [
    (
      LinkPatternError.conflict("a/:y", existing: "a/:x"),
      "The pattern 'a/:y' matches the same links as 'a/:x'."
    ),
    (
      .invalidPattern("a/:", reason: .unnamedParameter),
      "The pattern 'a/:' is invalid: a parameter has no name."
    ),
    (
      .invalidPattern("a/:x/b/:x", reason: .repeatedParameter("x")),
      "The pattern 'a/:x/b/:x' is invalid: parameter 'x' appears twice."
    ),
    (
      .invalidPattern("a/%ZZ", reason: .malformedPercentEncoding("%ZZ")),
      "The pattern 'a/%ZZ' is invalid: '%ZZ' has malformed percent-encoding."
    ),
    (
      .invalidPattern("shop/:id", reason: .parameterInPrefix(":id")),
      "The pattern 'shop/:id' is invalid: ':id' is a parameter, and a prefix is static segments only."
    ),
  ])
  func everyPatternErrorNamesThePattern(error: LinkPatternError, message: String) {
    #expect(error.description == message)
  }
}
