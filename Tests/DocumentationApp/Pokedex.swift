import Waypoint

// The app that the README and every article build, assembled as a reader
// would assemble it: the README's schema here, the link table of "Deep
// Links" (Links.swift), the views of "Using Waypoint with SwiftUI"
// (PokedexApp.swift, MoreViews.swift); Tests/DocumentationTests drives it
// with the code of the README and "Testing Navigation". Each block appears
// verbatim (scripts/check-doc-snippets), so snippets from two pages compose.

enum Pokedex: NavigationSchema {
  enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries }
  enum Route: Hashable, Codable, Sendable {
    case pokemon(id: Int)
    case berry(id: Int)
    case evolutions(of: Int)
    case confirmRelease(id: Int)  // an alert: "Release #25?"
    case signIn
  }
}

// "Using the Navigator", Return values and return points: what a return point's screens hand back.
extension Pokedex {
  enum ReturnValue: Hashable, Codable, Sendable {
    case pokemon(id: Int)  // an evolution picked
    case berry(id: Int)  // a berry chosen
    case release, keep  // a dialog's answers
  }
}
