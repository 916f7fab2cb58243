// swift-tools-version: 6.2
import PackageDescription

/// Compiled-in invariant checks: every public mutation re-validates the state in
/// debug builds (and therefore in `swift test`), and costs nothing in release.
let internalChecks: [SwiftSetting] = [
  .define("WAYPOINT_INTERNAL_CHECKS", .when(configuration: .debug))
]

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "Waypoint",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .executable(name: "pmi", targets: ["pmi"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "Waypoint",
      dependencies: [.product(name: "Logging", package: "swift-log")],
      swiftSettings: strictSettings + internalChecks
    ),
    .target(
      name: "PocketMonsterIndex",
      dependencies: ["Waypoint", .product(name: "Logging", package: "swift-log")],
      resources: [.copy("Resources/pokemon.tsv"), .copy("Resources/berries.tsv")],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "pmi",
      dependencies: [
        "PocketMonsterIndex",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PocketMonsterIndexTests",
      dependencies: ["PocketMonsterIndex"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PMIEndToEndTests",
      dependencies: ["PocketMonsterIndex"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WaypointTests",
      dependencies: [
        "Waypoint",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
