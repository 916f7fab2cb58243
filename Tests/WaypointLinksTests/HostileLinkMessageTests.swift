import Testing
import WaypointTestSupport

@testable import WaypointLinks

/// A link is untrusted: whatever it carries, the message that quotes it holds
/// no control character a terminal or a log would act on, and no more than a
/// capped length of the link.
@Suite struct HostileLinkMessageTests {
  @Test(arguments: [
    // The probe's link: set the window title, then clear the screen.
    (
      "pmi://pokedex/%1b%5d2;PWNED%07%1b%5b2J",
      #"Parameter 'id' is '\u{1B}]2;PWNED\u{07}\u{1B}[2J', which is not an integer written in digits, without a sign or leading zeros."#
    ),
    // Characters that draw nothing: quoted raw, '2\u{200B}5' would read as '25'.
    (
      "pmi://pokedex/2%E2%80%8B5",
      #"Parameter 'id' is '2\u{200B}5', which is not an integer written in digits, without a sign or leading zeros."#
    ),
    (
      "pmi://pokedx/%E2%81%A0%EF%BB%BF%F3%A0%80%81",
      #"No route matches '/pokedx/\u{2060}\u{FEFF}\u{E0001}'."#
    ),
    (
      "pmi://pokedx/%c2%9b2J%e2%80%ae",
      #"No route matches '/pokedx/\u{9B}2J\u{202E}'."#
    ),
    (
      "https://pmi.example.com%0d%0aFAKE/pokedex/1",
      #"The host 'pmi.example.com%0d%0aFAKE' is not one of this app's link hosts."#
    ),
    (
      "\u{1B}[2J://pokedex/1",
      #"The link '\u{1B}[2J://pokedex/1' has no scheme."#
    ),
    (
      "pmi://pokedex/" + String(repeating: "%1b", count: 100),
      "Parameter 'id' is '" + String(repeating: #"\u{1B}"#, count: 80)
        + "… (100 characters)', which is not an integer written in digits, without a sign or leading zeros."
    ),
  ])
  func aHostileLinkIsQuotedEscapedAndCapped(link: String, message: String) throws {
    let router = try LinkFixtures.router()
    let error = try #require(throws: LinkError.self) { _ = try router.resolve(.link(link)) }
    #expect(error.description == message)
    #expect(ControlCharacters.raw(in: error.description) == [])
  }

  /// Every control character (of the BMP; the ends of the tag block),
  /// decoded from a link into each quoted place.
  @Test func noControlCharacterReachesAnyMessage() throws {
    let router = try LinkFixtures.router()
    for scalar in ControlCharacters.sample {
      let escaped = String(Character(scalar)).utf8.map { "%" + String($0, radix: 16) }.joined()
      for link in [
        "pmi://pokedex/\(escaped)", "pmi://\(escaped)/1", "pmi://search/x?page=\(escaped)",
        "pmi://moves/\(escaped)", "https://\(escaped)/pokedex/1",
      ] {
        let error = try #require(throws: LinkError.self) { _ = try router.resolve(.link(link)) }
        #expect(ControlCharacters.raw(in: error.description) == [], "\(link)")
        #expect(ControlCharacters.raw(in: error.recoverySuggestion ?? "") == [], "\(link)")
      }
    }
  }

  /// A link that resolves carries its text into the target's routes; the
  /// target's description escapes what Swift's own description leaves raw.
  @Test func aResolvedTargetDescribesItsRoutesEscaped() throws {
    let target = try LinkFixtures.router().resolve("pmi://search/%c2%9b2J%e2%80%ae%1b")
    #expect(
      target.description
        == #"tab search with [search("\u{9B}2J\u{202E}\u{1B}", page: nil)], nothing presented"#)
  }
}
