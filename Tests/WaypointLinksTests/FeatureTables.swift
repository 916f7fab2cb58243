import WaypointCore
import WaypointLinks

/// An app whose link tables come from features: a tab per feature, and a
/// route that names the feature's pattern that built it, with the link's values.
///
/// The route has the pattern as the feature wrote it, so a target says
/// exactly which pattern of which feature a link reached, wherever the
/// table is mounted.
enum FeatureApp: NavigationSchema {
  typealias Tab = Int

  struct Route: Hashable, Codable, Sendable {
    let pattern: String
    let values: [String]
  }
}

typealias FeatureTarget = NavigationTarget<FeatureApp>

enum FeatureTables {
  /// Where the pattern of feature `tab` lands with these values.
  static func target(_ tab: Int, _ pattern: String, _ values: [String] = []) -> FeatureTarget {
    FeatureTarget(tab: tab, routes: [FeatureApp.Route(pattern: pattern, values: values)])
  }

  /// The parameter names of a pattern, in path order.
  static func parameters(of pattern: String) -> [String] {
    pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
  }

  /// Feature `tab`'s table with `patterns`, made as a feature module makes it.
  ///
  /// It has no schemes and no hosts; each pattern has at most three
  /// parameters, and its reverse mapping writes only the targets it builds.
  static func table(
    _ tab: Int, _ patterns: [String], policy: LinkPresentationPolicy = .dismissAndLand,
    leavingBackLocks: Bool = false
  ) throws(LinkPatternError) -> LinkRouter<FeatureApp> {
    var table = LinkRouter<FeatureApp>(schemes: [])
    for pattern in patterns {
      try register(
        pattern, tab: tab, in: &table, policy: policy, leavingBackLocks: leavingBackLocks)
    }
    return table
  }

  /// Registers feature `tab`'s `pattern` in `router`, as `prefix/pattern`
  /// when a prefix is given: what mounting the feature there should do.
  static func register(
    _ pattern: String, under prefix: String = "", tab: Int,
    in router: inout LinkRouter<FeatureApp>, policy: LinkPresentationPolicy = .dismissAndLand,
    leavingBackLocks: Bool = false
  ) throws(LinkPatternError) {
    let names = parameters(of: pattern)
    let text = prefix.isEmpty ? pattern : pattern.isEmpty ? prefix : prefix + "/" + pattern
    try router.register(text, policy: policy, leavingBackLocks: leavingBackLocks) { parameters in
      target(tab, pattern, try names.map { name throws(LinkError) in try parameters.string(name) })
    } reverse: { target in
      guard target.tab == tab, let route = target.stack?.last?.route, route.pattern == pattern
      else { return nil }
      return values(names, route.values)
    }
  }

  /// `LinkValues` pairing names with values; its initialiser takes only a
  /// literal, so one per count.
  private static func values(_ names: [String], _ values: [String]) -> LinkValues? {
    guard names.count == values.count else { return nil }
    switch names.count {
    case 0: return LinkValues()
    case 1: return LinkValues(path: [names[0]: values[0]])
    case 2: return LinkValues(path: [names[0]: values[0], names[1]: values[1]])
    case 3:
      return LinkValues(path: [names[0]: values[0], names[1]: values[1], names[2]: values[2]])
    default: return nil
    }
  }
}
