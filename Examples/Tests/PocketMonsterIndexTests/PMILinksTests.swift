import Testing

@testable import PocketMonsterIndex

/// The one way a link is written, wherever the user writes it.
@Suite struct PMILinksTests {
  @Test(arguments: [
    ("pokedex/25", "pmi://pokedex/25"),
    ("/pokedex/25", "pmi://pokedex/25"),
    ("25", "pmi://25"),
    ("pmi://pokedex/25", "pmi://pokedex/25"),
    ("PMI:pokedex/25", "PMI:pokedex/25"),
    ("https://pmi.example.com/pokedex/25", "https://pmi.example.com/pokedex/25"),
    ("mailto:ash@example.com", "mailto:ash@example.com"),
    ("pokedex/25?from=a:b", "pmi://pokedex/25?from=a:b"),
  ])
  func aBarePathIsAPMILinkAndAFullLinkIsKept(text: String, link: String) {
    #expect(PMILinks.link(from: text) == link)
  }
}
