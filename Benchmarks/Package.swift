// swift-tools-version: 6.2
import PackageDescription

// Benchmarks live in their own package so that peers used for comparison never
// become dependencies of the library. Run in release mode:
//   swift run -c release --package-path Benchmarks waypoint-benchmarks
// and count instructions with scripts/benchmark-instructions.
let package = Package(
  name: "WaypointBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    // The explicit name keeps the identity stable whatever the clone folder is called.
    .package(name: "Waypoint", path: ".."),
    // Peer routers to compare with; never dependencies of the library.
    .package(url: "https://github.com/vapor/routing-kit.git", from: "4.9.3"),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
  ],
  targets: [
    // Callgrind's client requests (valgrind's own header, when installed).
    .target(name: "CallgrindControl", path: "Sources/CallgrindControl"),
    .executableTarget(
      name: "waypoint-benchmarks",
      dependencies: [
        "CallgrindControl",
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "RoutingKit", package: "routing-kit"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
      ],
      path: "Sources/WaypointBenchmarks"
    ),
  ],
  swiftLanguageModes: [.v6]
)
