// swift-tools-version: 6.2
import PackageDescription

/// Every target: Swift 6, explicit imports, explicit existentials, and warnings
/// as errors. The warning setting lives here rather than on a command line so
/// that `swift run pmi` and `scripts/test` build with the same flags and never
/// invalidate each other's build; SwiftPM does not apply it when Waypoint is
/// someone else's dependency.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("ExistentialAny"),
  .treatAllWarnings(as: .error),
]

/// Compiled-in invariant checks: every public mutation re-validates the state in
/// debug builds (and therefore in `swift test`), and costs nothing in release.
let internalChecks: [SwiftSetting] = [
  .define("WAYPOINT_INTERNAL_CHECKS", .when(configuration: .debug))
]

/// What SwiftUI code depends on: SwiftUI itself on Apple platforms, the
/// stand-in module of the same name on Linux (declared at the end).
#if os(Linux)
  let swiftUI: [Target.Dependency] = ["SwiftUI"]
  let swiftUIHost: [Target.Dependency] = ["SwiftUIHost"]
#else
  let swiftUI: [Target.Dependency] = []
  let swiftUIHost: [Target.Dependency] = []
#endif

let package = Package(
  name: "Waypoint",
  // The floor is Observation's (the navigator); the core and the other
  // modules need nothing newer than Swift 6 itself.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointCore", targets: ["WaypointCore"]),
    .library(name: "WaypointNavigator", targets: ["WaypointNavigator"]),
    .library(name: "WaypointLinks", targets: ["WaypointLinks"]),
    .library(name: "WaypointRestoration", targets: ["WaypointRestoration"]),
    .library(name: "WaypointBindings", targets: ["WaypointBindings"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .executable(name: "pmi", targets: ["pmi"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    // Used only by the example app and the tests; clients never fetch them.
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // Colour for pmi's terminal, off by itself with NO_COLOR or a dumb terminal.
    .package(url: "https://github.com/onevcat/Rainbow.git", from: "4.2.2"),
  ],
  targets: [
    // MARK: The library

    .target(
      name: "WaypointCore",
      swiftSettings: strictSettings + internalChecks
    ),
    .target(
      name: "WaypointLinks",
      dependencies: ["WaypointCore"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "WaypointNavigator",
      dependencies: [
        "WaypointCore",
        "WaypointLinks",
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "WaypointRestoration",
      dependencies: ["WaypointCore"],
      swiftSettings: strictSettings + internalChecks
    ),
    .target(
      name: "WaypointBindings",
      dependencies: ["WaypointCore", "WaypointLinks", "WaypointNavigator"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Waypoint",
      dependencies: [
        "WaypointCore", "WaypointNavigator", "WaypointLinks", "WaypointRestoration",
        "WaypointBindings",
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "WaypointTesting",
      dependencies: ["WaypointCore", "WaypointLinks", "WaypointNavigator", "WaypointBindings"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "WaypointSwiftUI",
      dependencies: ["Waypoint", "WaypointBindings"] + swiftUI,
      swiftSettings: strictSettings
    ),

    // MARK: The example app

    .target(
      name: "PocketMonsterIndex",
      dependencies: ["Waypoint", .product(name: "Logging", package: "swift-log")],
      path: "Examples/PocketMonsterIndex",
      resources: [.copy("Resources/pokemon.tsv"), .copy("Resources/berries.tsv")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "PocketMonsterIndexUI",
      dependencies: ["PocketMonsterIndex", "WaypointSwiftUI"] + swiftUI,
      path: "Examples/PocketMonsterIndexUI",
      swiftSettings: strictSettings
    ),
    // The terminal layer pmi draws with: keys, styled text, frames. Kept
    // apart from the app so that it is small and tested on its own.
    .target(
      name: "PMITerminal",
      dependencies: [.product(name: "Rainbow", package: "Rainbow")],
      path: "Examples/PMITerminal",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "pmi",
      dependencies: [
        "PocketMonsterIndex", "PMITerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/pmi",
      swiftSettings: strictSettings
    ),

    // MARK: Tests

    .target(
      name: "WaypointTestSupport",
      dependencies: [
        "WaypointCore", "WaypointLinks",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/WaypointTestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WaypointCoreTests",
      dependencies: [
        "WaypointCore", "WaypointTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WaypointLinksTests",
      dependencies: [
        "WaypointLinks", "WaypointTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WaypointNavigatorTests",
      dependencies: [
        "WaypointNavigator", "WaypointTestSupport",
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WaypointRestorationTests",
      dependencies: [
        "WaypointRestoration", "WaypointTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WaypointBindingsTests",
      dependencies: [
        "WaypointBindings", "WaypointTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WaypointTestingTests",
      dependencies: ["WaypointTesting", "WaypointTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WaypointSwiftUITests",
      dependencies: [
        "WaypointSwiftUI", "WaypointTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ] + swiftUI + swiftUIHost,
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PocketMonsterIndexUITests",
      dependencies: ["PocketMonsterIndexUI"] + swiftUI + swiftUIHost,
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WaypointTests",
      dependencies: ["Waypoint"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PocketMonsterIndexTests",
      dependencies: ["PocketMonsterIndex", "WaypointTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PMITerminalTests",
      dependencies: ["PMITerminal"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PMIEndToEndTests",
      dependencies: ["PocketMonsterIndex"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - SwiftUI on Linux
//
// SwiftUI exists only on Apple platforms. On Linux a stand-in module named
// `SwiftUI`, written from Apple's documented declarations, lets the SwiftUI
// glue and the example app compile unchanged, and a test host drives them as
// SwiftUI would. Neither is ever a product: no client can get the stand-in.
#if os(Linux)
  package.targets += [
    .target(
      name: "SwiftUI", path: "Tests/SwiftUIStandIn", exclude: ["StandInManifest.md"],
      swiftSettings: strictSettings),
    .target(
      name: "SwiftUIHost", dependencies: ["SwiftUI"], path: "Tests/SwiftUIHost",
      swiftSettings: strictSettings),
    .testTarget(
      name: "SwiftUIStandInTests", dependencies: ["SwiftUI", "SwiftUIHost"],
      swiftSettings: strictSettings),
  ]
#endif

// MARK: - SwiftUI on Apple platforms
//
// Where SwiftUI exists, the glue is a product and the example is an app.
#if !os(Linux)
  package.products += [
    .library(name: "WaypointSwiftUI", targets: ["WaypointSwiftUI"]),
    .executable(name: "pmi-swiftui", targets: ["pmi-swiftui"]),
  ]
  package.targets += [
    .executableTarget(
      name: "pmi-swiftui",
      dependencies: ["PocketMonsterIndexUI"],
      path: "Examples/pmi-swiftui",
      swiftSettings: strictSettings
    )
  ]
#endif
