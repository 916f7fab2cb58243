// swift-tools-version: 6.2
import PackageDescription

/// Every target: Swift 6, explicit imports, explicit existentials, and warnings
/// as errors.
///
/// The warning setting lives here rather than on a command line so that
/// `swift build` and `scripts/test` build with the same flags and never
/// invalidate each other's build; SwiftPM does not apply it when Waypoint is
/// someone else's dependency. `Examples/Package.swift` repeats these settings.
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
/// stand-in modules of the same names on Linux, SwiftUI's and CoreSpotlight's
/// (declared at the end).
#if os(Linux)
  let swiftUI: [Target.Dependency] = ["SwiftUI", "CoreSpotlight"]
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
    .library(name: "WaypointDisplay", targets: ["WaypointDisplay"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    // Used only by the tests; a client never fetches it (checked by
    // scripts/check-package-snippet). The example app's dependencies are in
    // Examples/Package.swift.
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
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
      name: "WaypointDisplay",
      dependencies: ["WaypointCore", "WaypointLinks", "WaypointNavigator"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Waypoint",
      dependencies: [
        "WaypointCore", "WaypointNavigator", "WaypointLinks", "WaypointRestoration",
        "WaypointDisplay",
      ],
      swiftSettings: strictSettings
    ),
    // The display's cost at depth (scripts/benchmark-display); never a product.
    .executableTarget(
      name: "waypoint-display-benchmark",
      dependencies: ["WaypointCore", "WaypointNavigator", "WaypointDisplay", "WaypointTesting"],
      path: "Tests/DisplayBenchmark",
      swiftSettings: strictSettings
    ),
    // The hand-over of waiting ways in and a full queue's memory
    // (scripts/benchmark-waysin); never a product.
    .executableTarget(
      name: "waypoint-waysin-benchmark",
      dependencies: ["WaypointCore", "WaypointLinks", "WaypointNavigator"],
      path: "Tests/WaysInBenchmark",
      swiftSettings: strictSettings
    ),
    .target(
      name: "WaypointTesting",
      dependencies: ["WaypointCore", "WaypointLinks", "WaypointNavigator", "WaypointDisplay"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "WaypointSwiftUI",
      dependencies: ["Waypoint", "WaypointDisplay"] + swiftUI,
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
        .product(name: "PropertyBased", package: "swift-property-based"),
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
      name: "WaypointDisplayTests",
      dependencies: [
        "WaypointDisplay", "WaypointTesting", "WaypointTestSupport",
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
        "WaypointSwiftUI", "WaypointTesting", "WaypointTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ] + swiftUI + swiftUIHost,
      swiftSettings: strictSettings
    ),
    // The recording kit's scenarios and trace format (RecordingKit/README.md): played on a device
    // by the kit's app, and on Linux by the test host, against the stand-in.
    .target(
      name: "SwiftUITraceKit", dependencies: swiftUI, path: "RecordingKit/Kit",
      swiftSettings: strictSettings
    ),
    // The README's and the articles' code assembled into one app, as a reader
    // would assemble it (an executable, for the set-up's `@main`), and the
    // tests that drive it, so that snippets from two pages are proved to compose.
    .executableTarget(
      name: "DocumentationApp",
      dependencies: ["Waypoint", "WaypointSwiftUI"] + swiftUI,
      path: "Tests/DocumentationApp",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["DocumentationApp", "Waypoint", "WaypointSwiftUI", "WaypointTesting"]
        + swiftUI + swiftUIHost,
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - SwiftUI on Linux
//
// SwiftUI exists only on Apple platforms. On Linux a stand-in module named
// `SwiftUI` (Tests/SwiftUIStandIn), written from Apple's documented
// declarations, lets the SwiftUI glue and the SwiftUI example compile
// unchanged, and a test host (Tests/SwiftUIHost) drives them as SwiftUI would.
// Neither is ever a product: no client can get the stand-in.
//
// The SwiftUI example belongs to the Examples package, which cannot see the
// stand-in: another package reaches a package's products only, and a product
// would hand the stand-in to every client. So on Linux this package compiles
// the SwiftUI example (PocketMonsterIndexUI, and the model it shows,
// PocketMonsterIndex) itself, from their folders in Examples/Sources, as
// targets in no product, and tests it here (PocketMonsterIndexUITests).
// Examples/Package.swift declares PocketMonsterIndexUI on Apple platforms
// only, where the real SwiftUI is, and PocketMonsterIndex everywhere, for pmi.
// Two packages may declare a target of the same name as long as no build graph
// holds both: the Examples package reaches only this package's products, and a
// client never builds these targets (nothing it can depend on uses them).
#if os(Linux)
  package.targets += [
    .target(
      name: "SwiftUI", path: "Tests/SwiftUIStandIn", exclude: ["StandInManifest.md"],
      swiftSettings: strictSettings),
    // The two Spotlight constants the glue continues results with.
    .target(
      name: "CoreSpotlight", path: "Tests/CoreSpotlightStandIn", swiftSettings: strictSettings),
    .target(
      name: "SwiftUIHost", dependencies: ["SwiftUI", "SwiftUITraceKit"], path: "Tests/SwiftUIHost",
      swiftSettings: strictSettings),
    .testTarget(
      name: "SwiftUIStandInTests", dependencies: ["SwiftUI", "SwiftUIHost", "SwiftUITraceKit"],
      swiftSettings: strictSettings),

    // The SwiftUI example, compiled against the stand-in (see above).
    .target(
      name: "PocketMonsterIndex",
      dependencies: ["Waypoint", .product(name: "Logging", package: "swift-log")],
      path: "Examples/Sources/PocketMonsterIndex",
      resources: [.copy("Resources/pokemon.tsv"), .copy("Resources/berries.tsv")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "PocketMonsterIndexUI",
      dependencies: ["PocketMonsterIndex", "WaypointSwiftUI"] + swiftUI,
      path: "Examples/Sources/PocketMonsterIndexUI",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PocketMonsterIndexUITests",
      dependencies: ["PocketMonsterIndexUI", "WaypointTesting"] + swiftUI + swiftUIHost,
      swiftSettings: strictSettings
    ),
  ]
#endif

// MARK: - SwiftUI on Apple platforms
//
// Where SwiftUI exists, the glue is a product (the example app is built by
// Examples/Package.swift).
#if !os(Linux)
  package.products += [
    .library(name: "WaypointSwiftUI", targets: ["WaypointSwiftUI"])
  ]
  // The recording kit's app: plays each scenario in the real SwiftUI and writes its trace
  // (RecordingKit/README.md). Never a product.
  package.targets += [
    .executableTarget(
      name: "waypoint-trace-kit", dependencies: ["SwiftUITraceKit"], path: "RecordingKit/App",
      swiftSettings: strictSettings)
  ]
#endif
