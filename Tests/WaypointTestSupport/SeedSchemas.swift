import WaypointCore

// The schemas of the seed scenarios, shared by the state and navigator tests.

package enum SwitchTabsApp: NavigationSchema {
  package enum Tab: Hashable, Codable, Sendable { case home, settings }
  package enum Route: Hashable, Codable, Sendable { case article(Int), notifications, compose }
}

package enum PushFromStateApp: NavigationSchema {
  package enum Tab: Hashable, Codable, Sendable { case calendar }
  package enum Route: Hashable, Codable, Sendable { case day(Int), editEvent(Int) }
}

package enum ExportApp: NavigationSchema {
  package enum Tab: Hashable, Codable, Sendable { case library }
  package enum Route: Hashable, Codable, Sendable {
    case library, exportOptions, exportProgress, exportFinished
  }
}

package enum DeepLaunchApp: NavigationSchema {
  package enum Tab: Hashable, Codable, Sendable { case main }
  package enum Route: Hashable, Codable, Sendable { case a, b, c }
  package typealias Selection = Int
}

package enum StackFromAnywhereApp: NavigationSchema {
  package enum Tab: Hashable, Codable, Sendable { case browse }
  package enum Route: Hashable, Codable, Sendable {
    case folder(String)
    case file(String)

    package var title: String {
      switch self {
      case .folder(let name): "📁 \(name)"
      case .file(let name): name
      }
    }
  }
}

package enum CreateThenNavigateApp: NavigationSchema {
  package enum Tab: Hashable, Codable, Sendable { case items, recent }
  package enum Route: Hashable, Codable, Sendable { case list, detail(Int), history(Int) }
}

/// Seed 5: a Pokédex with two tabs, each with its own stack.
package enum PokedexApp: NavigationSchema {
  package enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries }
  package enum Route: Hashable, Codable, Sendable {
    case pokemon(id: Int)
    case berry(id: Int)
    case evolutions(of: Int)
  }
}
