#if canImport(CoreSpotlight) && !os(tvOS)
  import CoreSpotlight
  import PocketMonsterIndex
  import PocketMonsterIndexUI
  import UniformTypeIdentifiers
  import os

  /// Every Pokémon in Spotlight, each under its screen's link, which a
  /// result hands back (`CSSearchableItemActivityIdentifier`) to open.
  enum SpotlightIndex {
    /// Indexes every Pokémon, once at launch: indexing an item again under
    /// the same identifier replaces it, so a new catalogue replaces the old.
    @MainActor static func indexPokemon(of model: PMISceneModel) {
      let items = model.spotlightItems.map { item in
        // doc: https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/init(contenttype:)
        // doc: https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/content
        let attributes = CSSearchableItemAttributeSet(contentType: .content)
        // doc: https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/title
        attributes.title = item.title
        // doc: https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/keywords
        attributes.keywords = item.keywords
        // doc: https://developer.apple.com/documentation/corespotlight/cssearchableitem/init(uniqueidentifier:domainidentifier:attributeset:)
        return CSSearchableItem(
          uniqueIdentifier: item.identifier, domainIdentifier: PMILinks.pokemonActivityType,
          attributeSet: attributes)
      }
      // doc: https://developer.apple.com/documentation/corespotlight/cssearchableindex/default()
      // doc: https://developer.apple.com/documentation/corespotlight/cssearchableindex/indexsearchableitems(_:completionhandler:)
      // The handler runs on a queue of Spotlight's: @Sendable keeps it off the main actor.
      CSSearchableIndex.default().indexSearchableItems(items) { @Sendable error in
        guard let error else { return }
        // Spotlight is a convenience: the app works without it, so the
        // failure is logged, not shown.
        // doc: https://developer.apple.com/documentation/os/logger
        Logger(subsystem: "org.pmi", category: "spotlight")
          .error("Spotlight did not index the Pokémon: \(error.localizedDescription)")
      }
    }
  }
#endif
