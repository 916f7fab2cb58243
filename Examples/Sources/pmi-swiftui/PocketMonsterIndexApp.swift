import PocketMonsterIndexUI
import SwiftUI

/// The Pocket Monster Index as a SwiftUI app, on Apple platforms:
/// `swift run --package-path Examples pmi-swiftui` on a Mac.
@main
struct PocketMonsterIndexApp: App {
  var body: some Scene {
    PocketMonsterIndexScene()
  }
}
