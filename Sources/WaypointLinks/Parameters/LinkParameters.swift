/// The values a link carried, percent-decoded, with typed accessors that name the parameter, its
/// value and the expected type when the value does not fit.
///
/// Path parameters are required, so their accessors throw when one is absent; query items are
/// optional, so ``queryValue(_:)`` and its typed forms give `nil` instead. A query item's name
/// compares as `String`s do, so `é` matches `e` with a combining accent; `+` in a query reads as a
/// space.
///
/// # Integers
/// An integer, in the path or the query, of any integer type, and as the raw value of an enum, is
/// read only in the one form the router writes it: ASCII digits, without a sign or leading zeros.
/// `0` is zero; `+25`, `0025`, `-1`, ` 25` and `２５` are refused, so every number has exactly one
/// link and a link cannot pass a check on its text that its number would fail. A negative number
/// therefore has no link: a reverse closure should write only values its forward closure reads. An
/// app that does not want zero says so with a range, as in ``LinkError/Expectation/integer(in:)``.
public struct LinkParameters: Hashable, Sendable {
  /// The pattern the link matched, such as `pokedex/:id`.
  public let pattern: String
  /// The link as received, which every value is read from when asked for: a match decodes nothing,
  /// and a value without escapes costs no allocation.
  private let link: String
  /// Where the link's path and query lie in its UTF-8 bytes (``ParsedLink``).
  private let pathBytes: Range<Int>
  private let queryBytes: Range<Int>
  /// The pattern's parameters, with the position of their segments.
  private let names: [(name: String, position: Int)]

  /// The values of a link that `parsed` read and `pattern` matched.
  init(pattern: LinkPattern, link: String, parsed: ParsedLink) {
    self.pattern = pattern.text
    self.link = link
    pathBytes = parsed.path
    queryBytes = parsed.query
    names = pattern.parameters
  }

  /// The path parameters, in path order.
  var path: [Item] {
    names.map { Item(name: $0.name, value: segment(at: $0.position)) }
  }

  /// The query items, in link order.
  var query: [Item] {
    withBytes { bytes in
      SeparatedParts(queryBytes, of: bytes, separatedBy: ParsedLink.ampersand).map { item in
        let (name, value) = ParsedLink.split(item, bytes)
        return Item(
          name: PercentEncoding.decoded(bytes[name], plusIsSpace: true),
          value: PercentEncoding.decoded(bytes[value], plusIsSpace: true))
      }
    }
  }

  public static func == (lhs: LinkParameters, rhs: LinkParameters) -> Bool {
    lhs.pattern == rhs.pattern && lhs.path == rhs.path && lhs.query == rhs.query
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
    hasher.combine(path)
    hasher.combine(query)
  }

  // MARK: Path parameters

  /// The text of path parameter `name`.
  ///
  /// - Parameter name: The parameter's name in the pattern, without the colon.
  /// - Returns: Its percent-decoded text.
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such parameter.
  public func string(_ name: String) throws(LinkError) -> String {
    guard let parameter = names.first(where: { $0.name == name }) else {
      throw .missingParameter(name)
    }
    return segment(at: parameter.position)
  }

  /// Path parameter `name` as an integer.
  ///
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such parameter,
  ///   ``LinkError/badParameter(name:value:expected:)`` when it is not an integer.
  public func int(_ name: String) throws(LinkError) -> Int {
    try value(name, as: Int.self)
  }

  /// Path parameter `name` converted from its text, such as `Int` or `Double`.
  ///
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such parameter,
  ///   ``LinkError/badParameter(name:value:expected:)`` when it does not convert.
  @inlinable
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(LinkError)
    -> T
  {
    let text = try string(name)
    return try Self.require(Self.parse(text), name, text)
  }

  /// Path parameter `name` as a `RawRepresentable` value, such as an enum with raw values.
  ///
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such parameter,
  ///   ``LinkError/badParameter(name:value:expected:)`` when no value has that raw value.
  @inlinable
  public func value<T: RawRepresentable>(_ name: String, as type: T.Type) throws(LinkError) -> T
  where T.RawValue: LosslessStringConvertible {
    let text = try string(name)
    return try Self.require(Self.parse(text).flatMap(T.init(rawValue:)), name, text)
  }

  /// Path parameter `name` converted by `parse`, for types the other accessors do not cover: an app
  /// reads a UUID with its own Foundation import, which this module does without.
  ///
  /// - Parameters:
  ///   - name: The parameter's name in the pattern, without the colon.
  ///   - type: The type `parse` gives, named in the error when it gives `nil`.
  ///   - parse: Converts the percent-decoded text; `nil` when it does not fit.
  /// - Returns: What `parse` gave.
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such parameter,
  ///   ``LinkError/badParameter(name:value:expected:)`` when `parse` gives `nil`.
  public func value<T>(
    _ name: String, as type: T.Type = T.self, parsedBy parse: (String) -> T?
  ) throws(LinkError) -> T {
    let text = try string(name)
    return try Self.require(parse(text), name, text)
  }

  // MARK: Query items

  /// The value of the first query item called `name`; `nil` when there is none.
  public func queryValue(_ name: String) -> String? {
    withBytes { bytes in
      for item in SeparatedParts(queryBytes, of: bytes, separatedBy: ParsedLink.ampersand) {
        let (itemName, value) = ParsedLink.split(item, bytes)
        if Self.isNamed(bytes[itemName], name) {
          return PercentEncoding.decoded(bytes[value], plusIsSpace: true)
        }
      }
      return nil
    }
  }

  /// The first query item called `name`, converted from its text; `nil` when there is none.
  ///
  /// - Throws: ``LinkError/badParameter(name:value:expected:)`` when it is present but does not
  ///   convert.
  @inlinable
  public func queryValue<T: LosslessStringConvertible>(_ name: String, as type: T.Type)
    throws(LinkError) -> T?
  {
    guard let text = queryValue(name) else { return nil }
    return try Self.require(Self.parse(text), name, text)
  }

  /// The first query item called `name`, converted by `parse` as ``value(_:as:parsedBy:)`` converts a
  /// path parameter; `nil` when there is none.
  ///
  /// - Throws: ``LinkError/badParameter(name:value:expected:)`` when the item is present and
  ///   `parse` gives `nil`.
  public func queryValue<T>(
    _ name: String, as type: T.Type = T.self, parsedBy parse: (String) -> T?
  ) throws(LinkError) -> T? {
    guard let text = queryValue(name) else { return nil }
    return try Self.require(parse(text), name, text)
  }

  // MARK: Conversion

  // The accessors that convert by `init(_:)` are `@inlinable`, so they are specialised in the app
  // for the type it reads. Unspecialised, looking up the metadata of `T?` and casting `T` at run
  // time cost more than reading the value: 380 instructions a lookup for a `queryValue(_:as:
  // Int.self)` that finds no item, 1,270 for one that does (scripts/benchmark-instructions).

  /// `value`, or the error that names the parameter, its text and `T`.
  @inlinable
  static func require<T>(_ value: T?, _ name: String, _ text: String) throws(LinkError) -> T {
    guard let value else {
      throw .badParameter(name: name, value: text, expected: .value(of: T.self))
    }
    return value
  }

  /// `text` as a `T`: an integer only in its one form (see "Integers" above), any other type by its
  /// own `init(_:)`.
  @inlinable
  static func parse<T: LosslessStringConvertible>(_ text: String) -> T? {
    // An integer's own `init(_:)` takes a sign and ASCII digits alone, so the first digit is all
    // that is left to check.
    guard T.self is any FixedWidthInteger.Type else { return T(text) }
    guard let first = text.utf8.first,
      (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first) || text == "0"
    else { return nil }
    return T(text)
  }

  // MARK: Reading the link

  /// Calls `body` with the link's UTF-8 bytes, read in place.
  private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var link = link
    return link.withUTF8(body)
  }

  /// The decoded text of the path's segment at `position`; empty if there is none.
  private func segment(at position: Int) -> String {
    withBytes { bytes in
      var segments = SeparatedParts(pathBytes, of: bytes, separatedBy: ParsedLink.slash)
      for _ in 0..<position { _ = segments.next() }
      return segments.next().map { PercentEncoding.decoded(bytes[$0]) } ?? ""
    }
  }

  /// Whether a query item's name, as the link has it, is `name` as a `String` compares it: bytes
  /// decide for ASCII without escapes, and anything else is decoded, so `%C3%A9`, `é` and `e` with
  /// a combining accent are one name.
  private static func isNamed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ name: String) -> Bool {
    if !PercentEncoding.isEscaped(bytes, plusIsSpace: true) {
      if bytes.elementsEqual(name.utf8) { return true }
      if bytes.allSatisfy({ $0 < 0x80 }), name.utf8.allSatisfy({ $0 < 0x80 }) { return false }
    }
    return PercentEncoding.decoded(bytes, plusIsSpace: true) == name
  }
}
