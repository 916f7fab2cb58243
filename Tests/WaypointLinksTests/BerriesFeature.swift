// The feature module of the DeepLinks article's "Links from feature
// modules", verbatim: a file of its own because, as in a module, its public
// declarations need the modules they use imported publicly.

public import WaypointCore
public import WaypointLinks

// In the Berries module, which cannot import the app's schema.
public enum BerryRoute: Hashable, Codable, Sendable {
  case berry(id: Int)
  case flavor(String)
}

public func berryLinks<S: NavigationSchema>(
  tab: S.Tab,
  route: @escaping @Sendable (BerryRoute) -> S.Route,
  berryRoute: @escaping @Sendable (S.Route) -> BerryRoute?
) throws(LinkPatternError) -> LinkRouter<S> {
  var links = LinkRouter<S>(schemes: [])
  try links.register(":id") { parameters in
    NavigationTarget(tab: tab, routes: [route(.berry(id: try parameters.int("id")))])
  } reverse: { target in
    guard target.tab == tab, let top = target.stack?.last?.route,
      case .berry(let id)? = berryRoute(top)
    else { return nil }
    return LinkValues(path: ["id": "\(id)"])
  }
  try links.register("flavors/:flavor") { parameters in
    NavigationTarget(tab: tab, routes: [route(.flavor(try parameters.string("flavor")))])
  } reverse: { target in
    guard target.tab == tab, let top = target.stack?.last?.route,
      case .flavor(let flavor)? = berryRoute(top)
    else { return nil }
    return LinkValues(path: ["flavor": flavor])
  }
  return links
}
