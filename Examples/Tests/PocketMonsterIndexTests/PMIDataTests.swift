import Testing

@testable import PocketMonsterIndex

/// A team file is the user's to edit, or damage: what the app cannot show
/// is left out, and each thing left out is said.
@Suite struct PMIDataTests {
  @Test func aValidTeamIsKeptAsItIs() {
    let data = PMIData(
      team: [25, 6, 1025], signedIn: true,
      lists: ["pokedex": ListPosition(row: 1024, top: 1000), "team": ListPosition(row: 2)])
    #expect(data.validated() == (data, []))
  }

  @Test(arguments: [
    (
      PMIData(team: [Int.min, 25, 0, 1026, Int.max]),
      PMIData(team: [25]),
      [
        PMIData.Issue.unknownMember(.min), .unknownMember(0), .unknownMember(1026),
        .unknownMember(.max),
      ]
    ),
    (
      PMIData(team: [1, 2, 1, 3, 4, 5, 6, 7, 2]),
      PMIData(team: [1, 2, 3, 4, 5, 6]),
      [.repeatedMember(1), .pastTeamLimit(7), .repeatedMember(2)]
    ),
    (
      PMIData(lists: [
        "pokedex": ListPosition(row: -25), "berries": ListPosition(row: 64),
        "settings": ListPosition(row: 1, top: -1), "team": ListPosition(row: 3),
        "box": ListPosition(),
      ]),
      PMIData(lists: ["team": ListPosition(row: 3)]),
      [
        .positionOutOfRange(list: "berries", ListPosition(row: 64)), .unknownList("box"),
        .positionOutOfRange(list: "pokedex", ListPosition(row: -25)),
        .positionOutOfRange(list: "settings", ListPosition(row: 1, top: -1)),
      ]
    ),
  ])
  func whatTheAppCannotShowIsLeftOutAndSaid(
    data: PMIData, kept: PMIData, issues: [PMIData.Issue]
  ) {
    #expect(data.validated() == (kept, issues))
  }

  @Test func issuesReadAsSentences() {
    let sentences: [(PMIData.Issue, String)] = [
      (.unknownMember(.min), "member -9223372036854775808 is not a Pokédex number (1 to 1025)"),
      (.repeatedMember(25), "member 25 is listed twice"),
      (.pastTeamLimit(7), "member 7 is past the 6 a team holds"),
      (.unknownList("box"), "'box' is not one of the app's tabs"),
      (
        .positionOutOfRange(list: "pokedex", ListPosition(row: -25, top: 0)),
        "the pokedex position, row -25 from 0, is outside its 1025 rows"
      ),
      (
        .positionOutOfRange(list: "settings", ListPosition(row: 1, top: -1)),
        "the settings position, row 1 from -1, is outside the screen"
      ),
    ]
    for (issue, text) in sentences { #expect(issue.description == text) }
  }

  /// A berry a Pokémon holds is kept; one of no Pokémon, or no berry, is
  /// left out and said.
  @Test func heldBerriesAreValidated() {
    var data = PMIData(team: [1])
    data.heldBerries = [1: 3, 2000: 3, 4: 900]
    let (valid, issues) = data.validated()
    #expect(valid.heldBerries == [1: 3])
    #expect(
      issues == [
        .unknownHeldBerry(pokemon: 4, berry: 900), .unknownHeldBerry(pokemon: 2000, berry: 3),
      ])
  }

  /// Two sessions give berries: each keeps the other's, and the berry a
  /// session gave replaces the other's for that Pokémon.
  @Test func heldBerriesMergeWithAnotherSessions() {
    var base = PMIData()
    base.heldBerries = [1: 1]
    var ours = base
    ours.heldBerries[4] = 2
    var theirs = base
    theirs.heldBerries[1] = 5
    theirs.heldBerries[7] = 6
    #expect(ours.merged(since: base, into: theirs).heldBerries == [1: 5, 4: 2, 7: 6])
    ours.heldBerries[1] = 9
    #expect(ours.merged(since: base, into: theirs).heldBerries == [1: 9, 4: 2, 7: 6])
  }
}
