import WaypointCore

/// The values a link carried, percent-decoded, with typed accessors that name
/// the parameter, its value and the expected type when the value does not fit.
///
/// ```swift
/// router.register("pokedex/:id") { parameters in
///   NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
/// }
/// ```
public struct LinkParameters: Hashable, Sendable {
  /// One name and its decoded value.
  public struct Item: Hashable, Sendable {
    /// The parameter's or query item's name.
    public let name: String
    /// Its percent-decoded value.
    public let value: String
  }

  /// The pattern the link matched, e.g. `pokedex/:id`.
  public let pattern: String
  /// The path parameters, in path order.
  public let path: [Item]
  /// The query items, in link order (`+` read as a space).
  public let query: [Item]

  /// The text of path parameter `name`.
  ///
  /// - Throws: ``LinkError/missingParameter(_:)`` if the pattern has no such parameter.
  public func string(_ name: String) throws(LinkError) -> String {
    guard let item = path.first(where: { $0.name == name }) else { throw .missingParameter(name) }
    return item.value
  }

  /// Path parameter `name` as an integer.
  ///
  /// - Throws: ``LinkError/badParameter(name:value:expected:)`` when it is not one.
  public func int(_ name: String) throws(LinkError) -> Int {
    let text = try string(name)
    guard let value = Int(text) else {
      throw .badParameter(name: name, value: text, expected: .value(of: Int.self))
    }
    return value
  }

  /// Path parameter `name` converted from its text, such as `Int` or `Double`.
  ///
  /// - Throws: ``LinkError/badParameter(name:value:expected:)`` when it does not convert.
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(LinkError)
    -> T
  {
    let text = try string(name)
    guard let value = T(text) else {
      throw .badParameter(name: name, value: text, expected: .value(of: T.self))
    }
    return value
  }

  /// Path parameter `name` as a `RawRepresentable` value, such as an enum with raw values.
  ///
  /// - Throws: ``LinkError/badParameter(name:value:expected:)`` when no case has that raw value.
  public func value<T: RawRepresentable>(_ name: String, as type: T.Type) throws(LinkError) -> T
  where T.RawValue: LosslessStringConvertible {
    let text = try string(name)
    guard let raw = T.RawValue(text), let value = T(rawValue: raw) else {
      throw .badParameter(name: name, value: text, expected: .value(of: T.self))
    }
    return value
  }

  /// Path parameter `name` converted by `parse`, for types the other
  /// accessors do not cover: an app reads a UUID with its own Foundation
  /// import, which this module does without.
  ///
  /// ```swift
  /// let id = try parameters.value("id", as: UUID.self, parsedBy: UUID.init(uuidString:))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The parameter's name in the pattern, without the colon.
  ///   - type: The type `parse` gives, named in the error when it gives `nil`.
  ///   - parse: Converts the percent-decoded text; `nil` when it does not fit.
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such
  ///   parameter, ``LinkError/badParameter(name:value:expected:)`` when `parse`
  ///   gives `nil`.
  public func value<T>(
    _ name: String, as type: T.Type = T.self, parsedBy parse: (String) -> T?
  ) throws(LinkError) -> T {
    let text = try string(name)
    guard let value = parse(text) else {
      throw .badParameter(name: name, value: text, expected: .value(of: T.self))
    }
    return value
  }

  /// The first query item called `name`, or `nil`.
  public func query(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// The first query item called `name`, converted; `nil` when absent.
  ///
  /// - Throws: ``LinkError/badParameter(name:value:expected:)`` when it is present but does not convert.
  public func query<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(LinkError)
    -> T?
  {
    guard let text = query(name) else { return nil }
    guard let value = T(text) else {
      throw .badParameter(name: name, value: text, expected: .value(of: T.self))
    }
    return value
  }
}
