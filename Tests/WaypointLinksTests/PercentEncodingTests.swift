import Testing
import WaypointTestSupport

@testable import WaypointLinks

/// Decoding checks its own result: bytes that are not UTF-8 once decoded
/// are refused, as strictly as the standard library's validating reader,
/// without it (that initialiser needs iOS 18 / macOS 15, above the floor).
@Suite struct PercentEncodingTests {
  static func decode(_ text: String, plusIsSpace: Bool = false) -> String? {
    var text = text
    return text.withUTF8 { PercentEncoding.decode($0[...], plusIsSpace: plusIsSpace) }
  }

  @Test(arguments: [
    ("%E2%9A%A1", "⚡"), ("a%20b", "a b"), ("pika", "pika"), ("%F0%9F%98%80", "😀"),
    ("%7F", "\u{7F}"), ("%EF%BF%BF", "\u{FFFF}"), ("%F4%8F%BF%BF", "\u{10FFFF}"), ("", ""),
  ])
  func escapesDecodeToTheirText(text: String, expected: String) {
    #expect(Self.decode(text) == expected)
  }

  @Test func aPlusIsASpaceOnlyWhereTheQueryReadsIt() {
    #expect(Self.decode("a+b%2B", plusIsSpace: true) == "a b+")
    #expect(Self.decode("a+b%2B") == "a+b+")
  }

  /// Each is refused by `String(validating:as:)` too.
  @Test(arguments: [
    "%C0%AF",  // an overlong "/"
    "%E0%80%AF",  // an overlong "/" in three bytes
    "%ED%A0%80",  // a UTF-16 surrogate
    "%F4%90%80%80",  // past U+10FFFF
    "%F8%88%80%80%80",  // a five-byte form
    "%E2%9A",  // cut short
    "%FF", "%80", "a%C3", "%C3%28",
  ])
  func bytesThatAreNotUTF8OnceDecodedAreRefused(text: String) throws {
    #expect(Self.decode(text) == nil)
    #expect(throws: LinkError.malformedPercentEncoding(text)) {
      try LinkFixtures.router().resolve("pmi://search/\(text)")
    }
    #expect(throws: LinkError.malformedPercentEncoding(text)) {
      try LinkFixtures.router().resolve("pmi://search/x?q=\(text)")
    }
  }

  @Test(arguments: ["%", "%4", "%G1", "a%zz", "%%41"])
  func aPercentWithoutTwoHexDigitsIsRefused(text: String) {
    #expect(Self.decode(text) == nil)
  }
}
