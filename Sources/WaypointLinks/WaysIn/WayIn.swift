import WaypointCore

/// One way into the app: a link, or what the system hands the app for Handoff, Spotlight, App
/// Intents, a notification or a home-screen quick action, as plain values.
///
/// A ``LinkRouter`` maps each to a target through one table of patterns (the "Ways In" article).
public enum WayIn: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
  /// A custom-scheme link or a universal link, as received.
  case link(String)
  /// A user activity, from Handoff or a Spotlight result: its type, the text entries of its user
  /// info, and its web page's URL, which opens as a link when no pattern is registered for the
  /// type.
  case userActivity(type: String, values: [String: String] = [:], webpage: String? = nil)
  /// An App Intents entity: an intent's target, or a Spotlight result of an indexed entity. Its
  /// identifier is the value of its pattern's one parameter.
  case entity(type: String, id: String)
  /// The response to a notification: its category and the text entries of its payload.
  case notification(category: String, values: [String: String] = [:])
  /// A home-screen quick action: its type and the text entries of its user info.
  case quickAction(type: String, values: [String: String] = [:])

  /// A kind of way in, with the name the system gives it, that a pattern is registered for.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// User activities of this type.
    case userActivity(String)
    /// Entities of this type.
    case entity(String)
    /// Notifications of this category.
    case notification(String)
    /// Quick actions of this type.
    case quickAction(String)

    /// The kind as a message names it, quoted safely: `the quick action 'pokemon'`.
    public var description: String {
      switch self {
      case .userActivity(let type): "the user activity '\(MessageText.quoting(type))'"
      case .entity(let type): "the entity '\(MessageText.quoting(type))'"
      case .notification(let category): "the notification '\(MessageText.quoting(category))'"
      case .quickAction(let type): "the quick action '\(MessageText.quoting(type))'"
      }
    }

    /// The type of the user activities it names, which the glue continues and a screen describes
    /// itself as; `nil` for another kind.
    var userActivityType: String? { if case .userActivity(let type) = self { type } else { nil } }
  }

  /// A link written as a string literal: `"pmi://pokedex/25"` is `.link("pmi://pokedex/25")`, and
  /// so is `"pmi://pokedex/\(id)"`.
  public init(stringLiteral link: String) {
    self = .link(link)
  }

  /// The values a system payload carries, as a way in takes them: the entries of a notification's,
  /// a quick action's or a user activity's user info whose key is text and whose value is text or
  /// an integer.
  ///
  /// A payload that came as JSON holds `"id": 16` as often as `"id": "16"`, so an integer is
  /// written in digits; any other value (a date, data, a nested dictionary) is left out rather than
  /// guessed at, and a pattern that needs it reports its parameter missing.
  ///
  /// ```swift
  /// WayIn.values(from: ["id": 16, "aps": ["alert": "Ripe!"]])  // ["id": "16"]
  /// ```
  ///
  /// - Parameter userInfo: The payload as the system gives it.
  /// - Returns: Its text entries, by name.
  public static func values(from userInfo: [AnyHashable: Any]) -> [String: String] {
    var values: [String: String] = [:]
    for (key, value) in userInfo {
      guard let name = key.base as? String else { continue }
      if let text = value as? String {
        values[name] = text
      } else if let number = value as? Int {
        values[name] = String(number)
      }
    }
    return values
  }

  /// The kind a pattern is registered for; `nil` for a link, which patterns match by its path.
  public var kind: Kind? {
    switch self {
    case .link: nil
    case .userActivity(let type, _, _): .userActivity(type)
    case .entity(let type, _): .entity(type)
    case .notification(let category, _): .notification(category)
    case .quickAction(let type, _): .quickAction(type)
    }
  }

  /// The way in as a message names it, quoted safely: `the link 'pmi://pokedex/25'`.
  public var description: String {
    switch self {
    case .link(let link): "the link '\(MessageText.quoting(link))'"
    case .entity(let type, let id):
      "the entity '\(MessageText.quoting(type))' '\(MessageText.quoting(id))'"
    default: kind?.description ?? ""
    }
  }
}

/// A kind is written as one key naming the way in, with the system's name as its value:
/// `{"userActivity": "org.pmi.pokemon"}`, as the navigation map shows it.
extension WayIn.Kind: Codable {
  private enum CodingKeys: String, CodingKey {
    case userActivity, entity, notification, quickAction
  }

  /// Any key of the object, to count them: `allKeys` of `CodingKeys` leaves out unknown ones.
  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let keyCount = try decoder.container(keyedBy: AnyKey.self).allKeys.count
    guard keyCount == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "A kind of way in has one key: userActivity, entity, notification or "
            + "quickAction."))
    }
    let name = try container.decode(String.self, forKey: key)
    switch key {
    case .userActivity: self = .userActivity(name)
    case .entity: self = .entity(name)
    case .notification: self = .notification(name)
    case .quickAction: self = .quickAction(name)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .userActivity(let type): try container.encode(type, forKey: .userActivity)
    case .entity(let type): try container.encode(type, forKey: .entity)
    case .notification(let category): try container.encode(category, forKey: .notification)
    case .quickAction(let type): try container.encode(type, forKey: .quickAction)
    }
  }
}
