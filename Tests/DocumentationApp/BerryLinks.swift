public import Waypoint

// "Deep Links", its last section: a feature module's own link table.

// In the Berries module, which cannot import the app's schema.
public func berryLinks<S: NavigationSchema>(
  tab: S.Tab,
  route: @escaping @Sendable (Int) -> S.Route,
  berryID: @escaping @Sendable (S.Route) -> Int?
) throws(LinkPatternError) -> LinkRouter<S> {
  var links = LinkRouter<S>(schemes: [])
  // "A berry is ripe": the feature's notifications land on the berry too.
  try links.register(":id", waysIn: [.notification("berry-ripe")]) { parameters in
    NavigationTarget(tab: tab, routes: [route(try parameters.int("id"))])
  } reverse: { target in
    guard target.tab == tab, let top = target.stack?.last?.route, let id = berryID(top) else {
      return nil
    }
    return LinkValues(path: ["id": "\(id)"])
  }
  return links
}
