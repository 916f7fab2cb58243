import WaypointCore

/// The identity of one window of the app, under which its navigator joins a ``WindowRegistry``.
///
/// SwiftUI keeps a window's value across launches, so a window opened with `WindowGroup(for:
/// WindowID.self)` comes back with its identity, and links the registry asked a new window for find
/// it by its identity.
public struct WindowID: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The identity as text: the app's name for the window, or a random one.
  public let rawValue: String

  /// An identity the app chooses, such as `"main"`.
  ///
  /// - Parameter rawValue: The window's name; two windows must not share one.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// A fresh identity: 128 random bits, so no two windows share one, in this launch or a later one.
  public init() {
    // Each digit from the system's generator, which `random(in:)` uses.
    rawValue = (0..<32).map { _ in String(UInt8.random(in: 0..<16), radix: 16) }.joined()
  }

  /// The identity as it is encoded: its raw value, a single string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the identity as its raw value, a single string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The window's identity as `window 'main'`, quoted safely.
  public var description: String { "window '\(MessageText.quoting(rawValue))'" }
}
