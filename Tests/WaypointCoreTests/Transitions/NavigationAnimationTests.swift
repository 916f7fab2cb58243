import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct NavigationAnimationTests {
  private func pushOfList() throws -> TestTransition {
    var state = TestState.fresh
    return try state.push(.list)
  }

  @Test func thePolicyAnimatesEveryCauseItDoesNotName() {
    #expect(NavigationPolicy().animations.isEmpty)
    #expect(
      TransitionCause.allCases.map { NavigationPolicy().animation(for: $0) }.allSatisfy {
        $0 == .animated
      })
    let policy = NavigationPolicy(animations: [.deepLink: .lastStep, .restoration: .disabled])
    #expect(
      TransitionCause.allCases.map { policy.animation(for: $0) }
        == [.animated, .animated, .lastStep, .disabled])
  }

  @Test func aTransitionAnimatesUnlessToldOtherwise() throws {
    #expect(try pushOfList().animation == .animated)
  }

  @Test(arguments: NavigationAnimation.allCases)
  func theAnimationRoundTripsThroughCodable(animation: NavigationAnimation) throws {
    var transition = try pushOfList()
    transition.animation = animation
    let data = try JSONEncoder().encode(transition)
    #expect(try JSONDecoder().decode(TestTransition.self, from: data) == transition)
  }

  @Test func theDescriptionNamesTheAnimationOnlyWhenItIsNotAnimated() throws {
    var transition = try pushOfList()
    #expect(transition.description == "app: push entry#1 list on tab(home)")
    transition.animation = .lastStep
    #expect(transition.description == "app (lastStep): push entry#1 list on tab(home)")
    transition.steps = []
    transition.animation = .disabled
    #expect(transition.description == "app (disabled): no change")
  }
}
