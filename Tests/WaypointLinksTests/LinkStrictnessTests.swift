import Testing
import WaypointCore
import WaypointTestSupport

@testable import WaypointLinks

/// Links are read as strictly as a browser reads them, so the router never
/// opens a link that a browser would send elsewhere, and every number has
/// one link.
@Suite struct LinkStrictnessTests {
  @Test(arguments: [
    (
      "https://user@pmi.example.com/pokedex/25",
      LinkError.userInfoInAuthority("user@pmi.example.com")
    ),
    (
      "https://user:pass@pmi.example.com/pokedex/25",
      .userInfoInAuthority("user:pass@pmi.example.com")
    ),
    (
      "https://pmi.example.com@evil.org/pokedex/25",
      .userInfoInAuthority("pmi.example.com@evil.org")
    ),
    ("https://@pmi.example.com/pokedex/25", .userInfoInAuthority("@pmi.example.com")),
    ("pmi://user@pokedex/25", .userInfoInAuthority("user@pokedex")),
    (
      #"https://evil.org\@pmi.example.com/pokedex/1"#,
      .backslashInAuthority(#"evil.org\@pmi.example.com"#)
    ),
    (#"https://pmi.example.com\pokedex/1"#, .backslashInAuthority(#"pmi.example.com\pokedex"#)),
    (#"pmi://pokedex\25"#, .backslashInAuthority(#"pokedex\25"#)),
    ("https://pmi.example.com:8443/pokedex/25", .portInAuthority("pmi.example.com:8443")),
    ("https://pmi.example.com:443/pokedex/25", .portInAuthority("pmi.example.com:443")),
    ("https://pmi.example.com:notaport/pokedex/25", .portInAuthority("pmi.example.com:notaport")),
    ("https://pmi.example.com:/pokedex/25", .portInAuthority("pmi.example.com:")),
    ("pmi://pokedex:99/25", .portInAuthority("pokedex:99")),
    ("https://[::1]:443/pokedex/25", .portInAuthority("[::1]:443")),
    ("https://[::1]/pokedex/25", .unknownHost("[::1]")),
    // The scheme is checked first: a link for another app is named as such.
    ("ftp://user@pmi.example.com:21/pokedex/25", .unknownScheme("ftp")),
  ])
  func anAuthorityWithMoreThanAHostIsRefused(link: String, expected: LinkError) throws {
    let router = try LinkFixtures.router()
    #expect(throws: expected) { _ = try router.resolve(.link(link)) }
  }

  static func notAnInteger(_ name: String, _ value: String) -> LinkError {
    .badParameter(name: name, value: value, expected: .value(of: Int.self))
  }

  @Test(arguments: [
    ("pmi://pokedex/+25", notAnInteger("id", "+25")),
    ("pmi://pokedex/%2b25", notAnInteger("id", "+25")),
    ("pmi://pokedex/0000000025", notAnInteger("id", "0000000025")),
    ("pmi://pokedex/025", notAnInteger("id", "025")),
    ("pmi://pokedex/00", notAnInteger("id", "00")),
    ("pmi://pokedex/-25", notAnInteger("id", "-25")),
    ("pmi://pokedex/-0", notAnInteger("id", "-0")),
    ("pmi://pokedex/%2025", notAnInteger("id", " 25")),
    ("pmi://pokedex/25%20", notAnInteger("id", "25 ")),
    ("pmi://pokedex/２５", notAnInteger("id", "２５")),
    ("pmi://pokedex/%d9%a2%d9%a5", notAnInteger("id", "٢٥")),
    ("pmi://pokedex/0x19", notAnInteger("id", "0x19")),
    ("pmi://pokedex/9223372036854775808", notAnInteger("id", "9223372036854775808")),
    ("pmi://pokedex/133/evolutions/+134", notAnInteger("to", "+134")),
    ("pmi://search/pika?page=%2B2", notAnInteger("page", "+2")),
    ("pmi://search/pika?page=02", notAnInteger("page", "02")),
    ("pmi://search/pika?page=-1", notAnInteger("page", "-1")),
    ("pmi://search/pika?page=+2", notAnInteger("page", " 2")),
  ])
  func anIntegerIsReadOnlyInItsOneForm(link: String, expected: LinkError) throws {
    let router = try LinkFixtures.router()
    #expect(throws: expected) { _ = try router.resolve(.link(link)) }
  }

  @Test(arguments: [
    ("pmi://pokedex/0", LinkTarget(tab: .pokedex, routes: [.pokemon(id: 0)])),
    ("pmi://pokedex/7", LinkTarget(tab: .pokedex, routes: [.pokemon(id: 7)])),
    ("pmi://pokedex/100", LinkTarget(tab: .pokedex, routes: [.pokemon(id: 100)])),
    (
      "pmi://pokedex/9223372036854775807",
      LinkTarget(tab: .pokedex, routes: [.pokemon(id: .max)])
    ),
    ("pmi://search/pika?page=0", LinkTarget(tab: .search, routes: [.search("pika", page: 0)])),
  ])
  func zeroAndCanonicalIntegersAreRead(link: String, expected: LinkTarget) throws {
    #expect(try LinkFixtures.router().resolve(.link(link)) == expected)
  }

  enum Level: Int {
    case first = 1
    case tenth = 10
  }

  /// The values a link `levels/VALUE?n=QUERY` carries, as a router reads
  /// them; the query's value is the path's unless given.
  static func parameters(_ value: String, query: String? = nil) throws -> LinkParameters {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("levels/:n") { _ in NavigationTarget(tab: .pokedex, routes: []) }
    let path = PercentEncoding.encode(value)
    let item = PercentEncoding.encode(query ?? value)
    return try router.match("pmi://levels/\(path)?n=\(item)").parameters
  }

  @Test func everyIntegerTypeAndIntegerRawValueIsReadStrictly() throws {
    #expect(try Self.parameters("255").value("n", as: UInt8.self) == 255)
    #expect(try Self.parameters("10").value("n", as: Level.self) == .tenth)
    #expect(try Self.parameters("10").queryValue("n", as: Int64.self) == 10)
    #expect(
      throws: LinkError.badParameter(name: "n", value: "", expected: .value(of: Int64.self))
    ) {
      _ = try Self.parameters("1", query: "").queryValue("n", as: Int64.self)
    }
    for text in ["0255", "+255", "256", "-1"] {
      #expect(
        throws: LinkError.badParameter(name: "n", value: text, expected: .value(of: UInt8.self))
      ) {
        _ = try Self.parameters(text).value("n", as: UInt8.self)
      }
    }
    for text in ["01", "+1", "010"] {
      #expect(
        throws: LinkError.badParameter(name: "n", value: text, expected: .value(of: Level.self))
      ) {
        _ = try Self.parameters(text).value("n", as: Level.self)
      }
      #expect(
        throws: LinkError.badParameter(name: "n", value: text, expected: .value(of: Int64.self))
      ) {
        _ = try Self.parameters(text).queryValue("n", as: Int64.self)
      }
    }
  }

  /// Integers are read in one pass over 64 bits; wider types still get their
  /// whole range, and every width refuses what does not fit.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)  // UInt128
  @Test func integersAtAndBeyondSixtyFourBitsAreReadExactly() throws {
    #expect(try Self.parameters("9223372036854775807").value("n", as: Int.self) == .max)
    #expect(try Self.parameters("18446744073709551615").value("n", as: UInt64.self) == .max)
    let wide = "18446744073709551616"  // UInt64.max + 1
    #expect(try Self.parameters(wide).value("n", as: UInt128.self) == UInt128(UInt64.max) + 1)
    for (text, type) in [
      ("9223372036854775808", Int.self as any LosslessStringConvertible.Type), (wide, Int.self),
      (wide, UInt64.self), ("99999999999999999999999999999999999999999", UInt128.self),
    ] {
      #expect(throws: LinkError.badParameter(name: "n", value: text, expected: .value(of: type))) {
        _ = try Self.parameters(text).value("n", as: type)
      }
    }
  }

  /// Other types keep their own reading: only integers have one canonical form.
  @Test func otherTypesAreReadByTheirOwnInitializer() throws {
    #expect(try Self.parameters("+2.50").value("n", as: Double.self) == 2.5)
  }

  @Test func theLengthLimitCountsBytesAndSaysSo() throws {
    let link = "pmi://pokedex/" + String(repeating: "é", count: 1_100)
    #expect(link.count == 1_114)
    let router = try LinkFixtures.router()
    let error = try #require(throws: LinkError.self) { _ = try router.resolve(.link(link)) }
    #expect(error == .tooLong(bytes: 2_214, limit: 2_048))
    #expect(error.description == "The link is 2214 bytes long in UTF-8; the limit is 2048 bytes.")
  }

  /// `%2F` in a segment is a character of that segment, not a separator, and
  /// the message must not show a path that would have matched.
  @Test func aDecodedSlashIsShownEncodedInTheUnmatchedPath() throws {
    let router = try LinkFixtures.router()
    #expect(
      throws: LinkError.noMatchingPattern(
        LinkMiss(path: "/pokedex%2F25", closestPattern: "/pokedex"))
    ) {
      _ = try router.resolve("pmi://pokedex%2f25")
    }
    #expect(
      throws: LinkError.noMatchingPattern(
        LinkMiss(path: "/files/a%2Fb%25c", closestPattern: "/files/:name/edit"))
    ) {
      _ = try router.resolve("pmi://files/a%2fb%25c")
    }
  }

  @Test(arguments: [
    (
      LinkError.userInfoInAuthority("user@pmi.example.com"),
      "The link's authority 'user@pmi.example.com' names a user before the host.",
      "Leave out the user and the '@': the app's links carry none."
    ),
    (
      .portInAuthority("pmi.example.com:8443"),
      "The link's authority 'pmi.example.com:8443' has a port.",
      "Leave out the port: the app's links use the scheme's default."
    ),
    (
      .backslashInAuthority(#"evil.org\@pmi.example.com"#),
      #"The link's authority 'evil.org\\@pmi.example.com' has a backslash, which browsers read as a slash."#,
      "Write the link with '/' only; a backslash cannot appear before the path."
    ),
  ])
  func authorityErrorsSayWhatAndWhatToDo(error: LinkError, message: String, suggestion: String) {
    #expect(error.description == message)
    #expect(error.recoverySuggestion == suggestion)
  }
}
