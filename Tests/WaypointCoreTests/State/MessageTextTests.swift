import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct MessageTextTests {
  @Test(arguments: [
    ("pokedex", "pokedex"),
    ("\u{1B}]2;PWNED\u{07}\u{1B}[2J", #"\u{1B}]2;PWNED\u{07}\u{1B}[2J"#),
    ("1\r\nFAKE\tline\0", #"1\r\nFAKE\tline\0"#),
    ("\u{7F}\u{80}\u{9B}2J\u{9F}", #"\u{7F}\u{80}\u{9B}2J\u{9F}"#),
    ("abc\u{202E}fed\u{202C}", #"abc\u{202E}fed\u{202C}"#),
    ("\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}", #"\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}"#),
    ("a\u{2028}b\u{2029}c", #"a\u{2028}b\u{2029}c"#),
    (#"a\u{1B}b\"#, #"a\\u{1B}b\\"#),
    ("Pokémon ⚡ ２５", "Pokémon ⚡ ２５"),
    // Characters that draw nothing: quoted raw, '2\u{200B}5' reads as '25'.
    ("2\u{200B}5", #"2\u{200B}5"#),
    ("\u{200C}\u{200D}\u{2060}\u{2064}\u{FEFF}", #"\u{200C}\u{200D}\u{2060}\u{2064}\u{FEFF}"#),
    ("pmi\u{E0001}\u{E0070}\u{E007F}", #"pmi\u{E0001}\u{E0070}\u{E007F}"#),
    ("soft\u{AD}hyphen\u{FE0F}", #"soft\u{AD}hyphen\u{FE0F}"#),
    // An emoji family is joined by U+200D: the joiners are spelled out too.
    ("👩\u{200D}👧", #"👩\u{200D}👧"#),
  ])
  func quotingEscapesEveryControlCharacterAndEveryBackslash(text: String, quoted: String) {
    #expect(MessageText.quoting(text) == quoted)
  }

  @Test func quotingCutsLongTextAndSaysHowLongItWas() {
    #expect(
      MessageText.quoting(String(repeating: "a", count: 80)) == String(repeating: "a", count: 80))
    #expect(
      MessageText.quoting(String(repeating: "a", count: 81))
        == String(repeating: "a", count: 80) + "… (81 characters)")
    #expect(
      MessageText.quoting(String(repeating: "\u{1B}[2J", count: 200), limit: 8)
        == #"\u{1B}[2J\u{1B}[2J"# + "… (800 characters)")
  }

  @Test func everyControlCharacterIsEscapedAndNothingElseIs() {
    for scalar in ControlCharacters.all {
      let quoted = MessageText.quoting(String(Character(scalar)))
      #expect(ControlCharacters.raw(in: quoted) == [], "U+\(String(scalar.value, radix: 16))")
      #expect(quoted.hasPrefix("\\"))
    }
    let printable = ((0x20...0x3200).map { $0 } + (0xFE00...0xFFFF).map { $0 } + [0x1F469])
      .compactMap(Unicode.Scalar.init)
      .filter { ControlCharacters.raw(in: String(Character($0))) == [] && $0 != "\\" }
    for scalar in printable {
      #expect(MessageText.quoting(String(Character(scalar))) == String(Character(scalar)))
    }
  }

  enum Route {
    case search(String)
  }

  @Test func describingEscapesWhatSwiftLeavesRawAndKeepsItsOwnEscapes() {
    #expect(MessageText.describing(Route.search("pika")) == #"search("pika")"#)
    #expect(
      MessageText.describing(Route.search("\u{1B}\u{9B}2J\u{202E}"))
        == #"search("\u{1B}\u{9B}2J\u{202E}")"#)
    #expect(MessageText.describing(Route.search(#"a\b"#)) == #"search("a\\b")"#)
  }
}
