public import Waypoint

/// What the system hands the app, as the one `WayIn` each stands for.
///
/// Each mapping takes plain values (a type, a category, a user info
/// dictionary) rather than the system's objects, so that the app's glue
/// (quick actions, notifications, Handoff, Spotlight, App Intents) stays one
/// line per way in and the mapping is tested on every platform. Handoff and
/// Spotlight results need none: the SwiftUI glue continues them itself. None of
/// them decides anything: whether the way in opens, and where, is the link
/// table's (``PMILinks``) and the navigator's.
public enum PMIWaysIn {
  /// A home-screen quick action, from its `type` and `userInfo`.
  ///
  /// - Parameters:
  ///   - type: The shortcut item's type: ``PMILinks/pokemonQuickActionType``.
  ///   - userInfo: Its user info; its text entries become the way in's values.
  /// - Returns: The quick action as a way in.
  public static func quickAction(type: String, userInfo: [AnyHashable: Any]?) -> WayIn {
    .quickAction(type: type, values: WayIn.values(from: userInfo ?? [:]))
  }

  /// The response to a notification, from its content's category and user info.
  ///
  /// - Parameters:
  ///   - category: The notification's category: ``PMILinks/berryRipeCategory``.
  ///   - userInfo: Its payload; its text entries become the way in's values.
  /// - Returns: The response as a way in.
  public static func notification(category: String, userInfo: [AnyHashable: Any]) -> WayIn {
    .notification(category: category, values: WayIn.values(from: userInfo))
  }

  /// An App Intent's Pokémon: the entity ``PMILinks/pokemonEntityType``
  /// whose identifier is its Pokédex number.
  public static func pokemon(entityID id: Int) -> WayIn {
    .entity(type: PMILinks.pokemonEntityType, id: "\(id)")
  }

  /// One Pokémon as Spotlight indexes it.
  public struct SpotlightItem: Hashable, Sendable {
    /// The item's unique identifier: the Pokémon's link, which a result
    /// hands back and the SwiftUI glue opens as that link.
    public let identifier: String
    /// What Spotlight shows: `#025 Pikachu`.
    public let title: String
    /// What Spotlight matches besides the title: the name and the types.
    public let keywords: [String]
  }

  /// Every Pokémon of the catalogue as Spotlight indexes it, identified by
  /// the link the router writes for its screen, so that a result comes
  /// back through the same table as any link; a Pokémon the router cannot
  /// write a link for is left out.
  public static func spotlightItems(catalogue: Catalogue, router: LinkRouter<PMI>)
    -> [SpotlightItem]
  {
    catalogue.monsters.compactMap { monster in
      let target = NavigationTarget<PMI>(tab: .pokedex, routes: [.pokemon(monster.number)])
      guard let link = router.link(for: target, style: .customScheme) else { return nil }
      return SpotlightItem(
        identifier: link, title: monster.title, keywords: [monster.name] + monster.types)
    }
  }
}
