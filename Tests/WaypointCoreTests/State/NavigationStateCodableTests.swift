import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct NavigationStateCodableTests {
  private func richState() throws -> TestState {
    var state = TestState.fresh
    try state.push(contentsOf: [
      StackElement(.list),
      StackElement(.detail(7), options: .init(isBackLocked: true, selection: "7")),
    ])
    try state.push(.about, in: .tab(.settings))
    try state.selectTab(.search)
    try state.present(.edit(1), style: .fullScreenCover, stack: [StackElement(.list)])
    try state.pop(in: .tab(.home))
    return state
  }

  @Test func roundTripsThroughJSON() throws {
    let state = try richState()
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(TestState.self, from: data)
    #expect(decoded == state)
    #expect(decoded.nextIdentity == state.nextIdentity)
  }

  @Test func anEmptyChainOfPresentationsIsLeftOutOfTheEncoding() throws {
    var state = TestState.fresh
    try state.push(.list)
    let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    #expect(!json.contains("presentations"))
  }

  @Test func decodingADuplicateIdentityFailsWithTheBrokenInvariant() throws {
    let json =
      #"{"tabs":[{"tab":"home","stack":[{"id":1,"options":{"isBackLocked":false},"route":{"list":{}}},{"id":1,"options":{"isBackLocked":false},"route":{"about":{}}}]}],"selected":"home","next":2}"#
    #expect {
      _ = try JSONDecoder().decode(TestState.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.underlyingError as? TestError == .invalidState(.identityUsedTwice(1))
    }
  }

  @Test func decodingWithoutACounterDerivesOne() throws {
    let json =
      #"{"tabs":[{"tab":"home","stack":[{"id":4,"options":{"isBackLocked":false},"route":{"list":{}}}]}],"selected":"home"}"#
    let state = try JSONDecoder().decode(TestState.self, from: Data(json.utf8))
    #expect(state.nextIdentity == 5)
  }

  @Test func decodingAHostileCounterFails() {
    let json =
      #"{"tabs":[{"tab":"home","stack":[]}],"selected":"home","next":18446744073709551615}"#
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(TestState.self, from: Data(json.utf8))
    }
  }

  @Test func decodingAHostileIdentityWithoutACounterFails() {
    let json =
      #"{"tabs":[{"tab":"home","stack":[{"id":18446744073709551615,"options":{"isBackLocked":false},"route":{"list":{}}}]}],"selected":"home"}"#
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(TestState.self, from: Data(json.utf8))
    }
  }

  @Test func optionsSetLaterOrDecodedEqualOptionsMadeAtOnce() throws {
    var options = EntryOptions<String>()
    options.selection = "7"
    #expect(options == EntryOptions(selection: "7"))
    options.selection = nil
    #expect(options == EntryOptions())
    for made in [EntryOptions<String>(), EntryOptions(isBackLocked: true, selection: "7")] {
      let decoded = try JSONDecoder().decode(
        EntryOptions<String>.self, from: try JSONEncoder().encode(made))
      #expect(decoded == made)
    }
    let written = try JSONDecoder().decode(
      EntryOptions<String>.self, from: Data(#"{"isBackLocked":false,"selection":"7"}"#.utf8))
    #expect(written == EntryOptions(selection: "7"))
  }
}
