import XCTest

/// Drives the kit on a simulator or a device: launches each scenario, does each of the user's
/// steps when the kit asks for it, and leaves the trace in the app's documents and in the log.
///
/// XCTest's UI testing needs an Xcode project (RecordingKit/project.yml); it is not in Apple's
/// SDK, so the Linux type-check cannot see this file.
final class TraceKitUITests: XCTestCase {
  override func setUp() {
    continueAfterFailure = false
  }

  func testNestedSheets() { play("nested-sheets") }
  func testTabReselect() { play("tab-reselect") }
  func testPullDown() { play("pull-down") }
  func testDismissAndPush() { play("dismiss-and-push") }
  func testDismissAndPresent() { play("dismiss-and-present") }
  func testCancelledPop() { play("cancelled-pop") }
  func testHeldPull() { play("held-pull") }

  /// Plays `scenario`, doing each user step as the kit shows it, until the kit is done.
  private func play(_ scenario: String) {
    let app = XCUIApplication()
    app.launchArguments = ["-scenario", scenario]
    app.launch()
    let instruction = app.staticTexts["instruction"]
    while !instruction.label.hasPrefix("Done") {
      XCTAssertTrue(instruction.waitForExistence(timeout: 10))
      let label = instruction.label
      if label.hasPrefix("Now: ") { perform(String(label.dropFirst(5)), in: app) }
      let next = NSPredicate(format: "label != %@", label)
      expectation(for: next, evaluatedWith: instruction)
      waitForExpectations(timeout: 15)
    }
  }

  /// The gesture for a user step, by the kit's words for it (`ScenarioStep.description`).
  private func perform(_ step: String, in app: XCUIApplication) {
    let window = app.windows.firstMatch
    let middle = window.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
    switch step {
    case "pull down the sheet":
      middle.press(forDuration: 0.05, thenDragTo: middle.withOffset(CGVector(dx: 0, dy: 500)))
    case "begin pulling the sheet down, and hold it":
      // Drags halfway and holds until after the app's change, then lets go.
      middle.press(
        forDuration: 0.05, thenDragTo: middle.withOffset(CGVector(dx: 0, dy: 200)),
        withVelocity: .slow, thenHoldForDuration: 3.6)
    case "let go of the sheet":
      break  // the hold above ends on its own
    case "begin a swipe back, and let go before it completes":
      let edge = window.coordinate(withNormalizedOffset: CGVector(dx: 0.0, dy: 0.5))
      edge.press(forDuration: 0.05, thenDragTo: edge.withOffset(CGVector(dx: 40, dy: 0)))
    case let tap where tap.hasPrefix("tap the tab "):
      app.tabBars.buttons[String(tap.dropFirst("tap the tab ".count))].tap()
    default:
      XCTFail("no gesture for the step '\(step)'")
    }
  }
}
