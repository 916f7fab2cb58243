/// A release of an Apple system, as the behaviour table and traces write it: "iOS 18.3".
public struct SystemVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public enum Platform: String, Sendable { case iOS, macOS }

  public let platform: Platform
  public let major: Int
  public let minor: Int

  /// Reads "iOS 18.3" or "macOS 14.0"; nil for anything else.
  public init?(_ text: some StringProtocol) {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let platform = Platform(rawValue: String(parts[0])) else { return nil }
    let numbers = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard numbers.count == 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else {
      return nil
    }
    (self.platform, self.major, self.minor) = (platform, major, minor)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.platform.rawValue, lhs.major, lhs.minor) < (rhs.platform.rawValue, rhs.major, rhs.minor)
  }

  public var description: String { "\(platform.rawValue) \(major).\(minor)" }
}

/// The releases a row of the behaviour table holds for: "iOS 16.0–18.3", "iOS 26.0+",
/// "iOS 16.0–18.x" (every 18 release), "iOS 17.5" (that one), or several of these separated by
/// commas.
public struct SystemRange: Hashable, Sendable, CustomStringConvertible {
  let platform: SystemVersion.Platform
  let lowest: (major: Int, minor: Int)
  /// Nil: every later release.
  let highest: (major: Int, minor: Int)?
  public let description: String

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
  public func hash(into hasher: inout Hasher) { hasher.combine(description) }

  /// Reads a list of ranges; nil when any of them does not read.
  public static func list(_ text: Substring) -> [SystemRange]? {
    var ranges: [SystemRange] = []
    for part in text.split(separator: ",") {
      guard let range = SystemRange(part.trimmingSpaces) else { return nil }
      ranges.append(range)
    }
    return ranges.isEmpty ? nil : ranges
  }

  init?(_ text: Substring) {
    description = String(text)
    let parts = text.split(separator: " ")
    guard parts.count == 2, let platform = SystemVersion.Platform(rawValue: String(parts[0])) else {
      return nil
    }
    self.platform = platform
    var bounds = parts[1]
    if bounds.hasSuffix("+") {
      bounds.removeLast()
      guard let lowest = Self.release(bounds) else { return nil }
      (self.lowest, self.highest) = (lowest, nil)
      return
    }
    // "17.5": that release alone.
    let ends = bounds.contains("–") ? bounds.split(separator: "–") : [bounds, bounds]
    guard ends.count == 2, let lowest = Self.release(ends[0]) else { return nil }
    // "18.x": every release of 18.
    let last = ends[1].hasSuffix(".x") ? ends[1].dropLast(2) + ".\(Int.max)" : String(ends[1])
    guard let highest = Self.release(last) else { return nil }
    (self.lowest, self.highest) = (lowest, highest)
  }

  private static func release(_ text: some StringProtocol) -> (major: Int, minor: Int)? {
    let numbers = text.split(separator: ".", omittingEmptySubsequences: false)
    guard numbers.count == 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else {
      return nil
    }
    return (major, minor)
  }

  public func contains(_ system: SystemVersion) -> Bool {
    guard system.platform == platform, (system.major, system.minor) >= lowest else { return false }
    guard let highest else { return true }
    return (system.major, system.minor) <= highest
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
