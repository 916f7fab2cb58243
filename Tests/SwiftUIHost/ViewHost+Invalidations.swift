// What SwiftUI would evaluate again after a change: the views whose bodies
// read what changed, counted per view (see `Invalidations`).
extension ViewHost {
  /// How many times each view was invalidated since the host was made or
  /// ``resetInvalidations()``, by ``viewName(_:)``: a change to what the
  /// view's body read as it was last rendered, its built-in views' bindings
  /// included, counts once until the view is rendered again.
  ///
  /// The rows of a list share a name, so they are counted together: 1,025
  /// rows invalidated once each count 1,025.
  public var invalidatedViews: [String: Int] {
    invalidations.counts.reduce(into: [:]) { $0[Self.viewName($1.key), default: 0] += $1.value }
  }

  /// The same counts by structural identity, one entry a view.
  public var invalidatedIdentities: [String: Int] { invalidations.counts }

  /// The names of the views whose last rendering read observable state:
  /// the views a change can invalidate.
  public var readingViews: Set<String> { Set(invalidations.readers.map(Self.viewName)) }

  /// Forgets the invalidations counted so far.
  public func resetInvalidations() { invalidations.reset() }

  /// A view's name for people: its type without generic arguments, then
  /// where it is, outermost first: its tab, each presentation and each
  /// stack screen (1 is the first pushed) it is in.
  ///
  /// `…/tab(pokedex)/…/WaypointStack<PMI, PokedexList, RouteScreen>` is
  /// `WaypointStack (tab pokedex)`.
  public static func viewName(_ identity: String) -> String {
    var type = ""
    var places: [String] = []
    for part in identity.split(separator: "/") {
      if part.hasPrefix("tab("), part.hasSuffix(")") {
        places.append("tab " + part.dropFirst(4).dropLast())
      } else if part.hasPrefix("presented("), part.hasSuffix(")") {
        places.append(String(part.dropFirst(10).dropLast()))
      } else if let colon = part.firstIndex(of: ":"), let position = Int(part[..<colon]) {
        places.append("screen \(position + 1)")
      } else if part.first?.isUppercase == true, !part.hasPrefix("ModifiedView<") {
        type = String(part.prefix { $0 != "<" })
      }
    }
    return places.isEmpty ? type : "\(type) (\(places.joined(separator: ", ")))"
  }
}
