// swift-tools-version: 6.2
import PackageDescription

// The Pocket Monster Index, Waypoint's example app, in its own package so
// that a client of Waypoint resolves only what the library needs: the
// argument parser and Rainbow are this package's dependencies, and `pmi` is
// this package's product. From the repository's root:
//   swift run --package-path Examples pmi
//   swift test --package-path Examples

/// Every target: Swift 6, explicit imports, explicit existentials, and warnings
/// as errors, as in the root package.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("ExistentialAny"),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "WaypointExamples",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .executable(name: "pmi", targets: ["pmi"]),
    // Line mode's commands, which the line-mode fuzz target (../Fuzz) runs.
    .library(name: "PMILineMode", targets: ["PMILineMode"]),
  ],
  dependencies: [
    // The explicit name keeps the identity stable whatever the clone folder is called.
    .package(name: "Waypoint", path: ".."),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    // Colour for pmi's terminal, off by itself with NO_COLOR or a dumb terminal.
    .package(url: "https://github.com/onevcat/Rainbow.git", from: "4.2.2"),
  ],
  targets: [
    // MARK: The app

    // The app's model: the catalogue, the team, and the navigator.
    .target(
      name: "PocketMonsterIndex",
      dependencies: [
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.copy("Resources/pokemon.tsv"), .copy("Resources/berries.tsv")],
      swiftSettings: strictSettings
    ),
    // The terminal layer pmi draws with: keys, styled text, frames. Kept
    // apart from the app so that it is small and tested on its own.
    .target(
      name: "PMITerminal",
      dependencies: [.product(name: "Rainbow", package: "Rainbow")],
      swiftSettings: strictSettings
    ),
    // Line mode's commands, read a line at a time and run against the app.
    .target(
      name: "PMILineMode",
      dependencies: ["PocketMonsterIndex"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "pmi",
      dependencies: [
        "PocketMonsterIndex", "PMITerminal", "PMILineMode",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),

    // MARK: Tests

    .testTarget(
      name: "PocketMonsterIndexTests",
      dependencies: [
        "PocketMonsterIndex", .product(name: "WaypointTesting", package: "Waypoint"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PMITerminalTests",
      dependencies: ["PMITerminal"],
      swiftSettings: strictSettings
    ),
    // The manual (README.md) against the keys, commands and tabs pmi defines.
    .testTarget(
      name: "PMIManualTests",
      dependencies: ["pmi", "PMILineMode", "PocketMonsterIndex"],
      swiftSettings: strictSettings
    ),
    // Runs the pmi binary that `swift build --build-tests` builds beside it,
    // in pipes and in a pseudo-terminal.
    .testTarget(
      name: "PMIEndToEndTests",
      dependencies: ["PocketMonsterIndex"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - The SwiftUI app, on Apple platforms
//
// PocketMonsterIndexUI and pmi-swiftui need SwiftUI, so they are declared
// where it exists. On Linux the root package compiles PocketMonsterIndexUI
// (and its model) from these same folders against its SwiftUI stand-in and
// tests it there (Tests/PocketMonsterIndexUITests): the stand-in is test
// infrastructure of the root package, never a product, so this package cannot
// reach it. See "SwiftUI on Linux" in ../Package.swift.
#if !os(Linux)
  package.products += [
    .executable(name: "pmi-swiftui", targets: ["pmi-swiftui"])
  ]
  package.targets += [
    .target(
      name: "PocketMonsterIndexUI",
      dependencies: [
        "PocketMonsterIndex", .product(name: "WaypointSwiftUI", package: "Waypoint"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "pmi-swiftui",
      dependencies: ["PocketMonsterIndexUI"],
      swiftSettings: strictSettings
    ),
  ]
#endif
