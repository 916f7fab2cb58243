// swift-tools-version: 6.2
import PackageDescription

// Benchmarks live in their own package so that peers used for comparison never
// become dependencies of the library. Run in release mode:
//   swift run -c release --package-path Benchmarks waypoint-benchmarks
let package = Package(
  name: "WaypointBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    // The explicit name keeps the identity stable whatever the clone folder is called.
    .package(name: "Waypoint", path: ".."),
    // A peer router to compare with; never a dependency of the library.
    .package(url: "https://github.com/vapor/routing-kit.git", from: "4.9.3"),
  ],
  targets: [
    .executableTarget(
      name: "waypoint-benchmarks",
      dependencies: [
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ],
      path: "Sources/WaypointBenchmarks"
    )
  ],
  swiftLanguageModes: [.v6]
)
