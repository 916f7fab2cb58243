import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointLinks

@Suite struct LinkParametersTests {
  enum Sort: String {
    case name, number
  }

  static let trainer = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

  static func parameters(_ link: String) throws -> LinkParameters {
    try LinkFixtures.router().match(.link(link)).parameters
  }

  @Test func aParserTheAppBringsReadsAnyType() throws {
    let parameters = try Self.parameters("pmi://trainers/\(Self.trainer)")
    #expect(
      try parameters.value("id", as: UUID.self, parsedBy: UUID.init(uuidString:))
        == LinkFixtures.trainerID)
    #expect(try parameters.value("id") { $0.count } == 36)
  }

  @Test func aValueTheParserRefusesNamesTheTypeItWanted() throws {
    let parameters = try Self.parameters("pmi://trainers/42")
    #expect(
      throws: LinkError.badParameter(name: "id", value: "42", expected: .value(of: UUID.self))
    ) {
      _ = try parameters.value("id", as: UUID.self, parsedBy: UUID.init(uuidString:))
    }
    #expect(throws: LinkError.missingParameter("trainer")) {
      _ = try parameters.value("trainer", as: UUID.self, parsedBy: UUID.init(uuidString:))
    }
  }

  @Test func eachAccessorNamesTheTypeItExpected() throws {
    let parameters = try Self.parameters("pmi://files/report/edit")
    #expect(
      throws: LinkError.badParameter(name: "name", value: "report", expected: .value(of: Int.self))
    ) {
      _ = try parameters.int("name")
    }
    #expect(
      throws: LinkError.badParameter(
        name: "name", value: "report", expected: .value(of: Double.self))
    ) {
      _ = try parameters.value("name", as: Double.self)
    }
    #expect(
      throws: LinkError.badParameter(name: "name", value: "report", expected: .value(of: Sort.self))
    ) {
      _ = try parameters.value("name", as: Sort.self)
    }
  }

  @Test func queryItemsAreOptionalAndTyped() throws {
    let parameters = try Self.parameters(
      "pmi://search/pika?sort=number&trainer=\(Self.trainer)&page=x&sort=name")
    #expect(parameters.queryValue("sort") == "number")
    #expect(parameters.queryValue("limit") == nil)
    #expect(
      try parameters.queryValue("sort", as: Sort.self, parsedBy: Sort.init(rawValue:)) == .number)
    #expect(
      try parameters.queryValue("trainer", as: UUID.self, parsedBy: UUID.init(uuidString:))
        == LinkFixtures.trainerID)
    #expect(try parameters.queryValue("limit", as: Int.self) == nil)
    #expect(
      try parameters.queryValue("limit", as: UUID.self, parsedBy: UUID.init(uuidString:)) == nil)
    #expect(
      throws: LinkError.badParameter(name: "page", value: "x", expected: .value(of: Int.self))
    ) {
      _ = try parameters.queryValue("page", as: Int.self)
    }
  }

  @Test func pathAndQueryAreNameValuePairsInLinkOrder() throws {
    let parameters = try Self.parameters("pmi://pokedex/133/evolutions/134?b=2&a=1&b=3")
    #expect(parameters.pattern == "pokedex/:id/evolutions/:to")
    #expect(parameters.path == [.init(name: "id", value: "133"), .init(name: "to", value: "134")])
    #expect(
      parameters.query == [
        .init(name: "b", value: "2"), .init(name: "a", value: "1"), .init(name: "b", value: "3"),
      ])
  }

  @Test func linkValuesKeepTheOrderTheyAreWrittenIn() {
    let values = LinkValues(path: ["id": "133", "to": "134"], query: ["b": "2", "a": "1"])
    #expect(values.path == [.init(name: "id", value: "133"), .init(name: "to", value: "134")])
    #expect(values.query == [.init(name: "b", value: "2"), .init(name: "a", value: "1")])
    #expect(LinkValues() == LinkValues(path: [:], query: [:]))
  }
}
