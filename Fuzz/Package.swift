// swift-tools-version: 6.2
import PackageDescription

// libFuzzer targets, in their own package because they are built with
// `-sanitize=fuzzer,address -parse-as-library`, which the main build must not
// use. Build and run them with `scripts/fuzz TARGET SECONDS`.
let package = Package(
  name: "WaypointFuzz",
  dependencies: [
    .package(name: "Waypoint", path: ".."),
    .package(name: "WaypointExamples", path: "../Examples"),
  ],
  targets: [
    .target(name: "FuzzDriver"),
    // The link table the links and ways-in targets resolve against.
    .target(
      name: "FuzzRouter", dependencies: [.product(name: "Waypoint", package: "Waypoint")]),
    .executableTarget(
      name: "fuzz-restore",
      dependencies: ["FuzzDriver", .product(name: "Waypoint", package: "Waypoint")],
      path: "Sources/FuzzRestore"
    ),
    .executableTarget(
      name: "fuzz-links",
      dependencies: ["FuzzDriver", "FuzzRouter", .product(name: "Waypoint", package: "Waypoint")],
      path: "Sources/FuzzLinks"
    ),
    // Every other way in: text for each kind, and system payloads through `WayIn.values(from:)`.
    .executableTarget(
      name: "fuzz-waysin",
      dependencies: ["FuzzDriver", "FuzzRouter", .product(name: "Waypoint", package: "Waypoint")],
      path: "Sources/FuzzWaysIn"
    ),
    // pmi's line mode: commands a line at a time against the app.
    .executableTarget(
      name: "fuzz-lines",
      dependencies: ["FuzzDriver", .product(name: "PMILineMode", package: "WaypointExamples")],
      path: "Sources/FuzzLines"
    ),
  ],
  swiftLanguageModes: [.v6]
)
