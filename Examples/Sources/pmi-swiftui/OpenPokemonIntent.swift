#if canImport(AppIntents)
  import AppIntents
  import PocketMonsterIndex
  import PocketMonsterIndexUI

  /// "Open Pokémon" in Shortcuts and Siri: brings the app forward on the
  /// Pokémon's screen, through the same registry as every other way in.
  ///
  /// `perform()` does no UI work: it hands the entity to the registry as
  /// `.entity(type: "PokemonEntity", id:)`, and the link table's pattern for
  /// that entity decides the screen, as Apple's "Directing app intents to
  /// your app's scenes" asks of scene code.
  // doc: https://developer.apple.com/documentation/appintents/appintent
  struct OpenPokemonIntent: AppIntent {
    // doc: https://developer.apple.com/documentation/appintents/appintent/title
    static var title: LocalizedStringResource { "Open Pokémon" }
    // doc: https://developer.apple.com/documentation/appintents/appintent/openappwhenrun
    static var openAppWhenRun: Bool { true }

    // doc: https://developer.apple.com/documentation/appintents/intentparameter
    @Parameter(title: "Pokémon")
    var pokemon: PokemonEntity

    init() {}

    // doc: https://developer.apple.com/documentation/appintents/appintent/perform()
    // doc: https://developer.apple.com/documentation/appintents/intentresult
    func perform() async throws -> some IntentResult {
      let wayIn = PMIWaysIn.pokemon(entityID: pokemon.id)
      await MainActor.run { _ = AppModel.shared.windows.open(wayIn) }
      return .result()
    }
  }

  /// A Pokémon as App Intents knows it: its Pokédex number is its identifier,
  /// which the link table reads as `pokedex/:id` reads a link's.
  ///
  /// Its type name is the entity type of the link table, ``PMILinks/pokemonEntityType``.
  // doc: https://developer.apple.com/documentation/appintents/appentity
  struct PokemonEntity: AppEntity {
    // doc: https://developer.apple.com/documentation/appintents/typedisplayrepresentable/typedisplayrepresentation
    // doc: https://developer.apple.com/documentation/appintents/typedisplayrepresentation/init(name:numericformat:synonyms:)
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(name: "Pokémon")
    }
    // doc: https://developer.apple.com/documentation/appintents/appentity/defaultquery
    static var defaultQuery: PokemonQuery { PokemonQuery() }

    /// The Pokédex number.
    let id: Int
    /// `#025 Pikachu`.
    let title: String

    // doc: https://developer.apple.com/documentation/appintents/displayrepresentable/displayrepresentation
    // doc: https://developer.apple.com/documentation/appintents/displayrepresentation/init(title:subtitle:image:synonyms:)
    var displayRepresentation: DisplayRepresentation {
      DisplayRepresentation(title: "\(title)")
    }

    init(_ monster: Monster) {
      id = monster.number
      title = monster.title
    }
  }

  /// Finds Pokémon by number, from the catalogue the app's windows show.
  // doc: https://developer.apple.com/documentation/appintents/entityquery
  struct PokemonQuery: EntityQuery {
    // doc: https://developer.apple.com/documentation/appintents/entityquery/entities(for:)
    func entities(for identifiers: [Int]) async throws -> [PokemonEntity] {
      let catalogue = await MainActor.run { AppModel.shared.catalogue }
      return identifiers.compactMap { catalogue.monster($0).map(PokemonEntity.init) }
    }

    // doc: https://developer.apple.com/documentation/appintents/entityquery/suggestedentities()
    func suggestedEntities() async throws -> [PokemonEntity] {
      let catalogue = await MainActor.run { AppModel.shared.catalogue }
      return catalogue.monsters.map(PokemonEntity.init)
    }
  }

  #if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
    /// From iOS 18, a Pokémon can go to Spotlight as an entity too; its
    /// attributes are those of its display representation.
    // doc: https://developer.apple.com/documentation/appintents/indexedentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    extension PokemonEntity: IndexedEntity {}
  #endif
#endif
