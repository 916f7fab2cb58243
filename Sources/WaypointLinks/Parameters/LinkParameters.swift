import WaypointCore

/// The values a link carried, percent-decoded, with typed accessors that name
/// the parameter, its value and the expected type when the value does not fit.
///
/// Path parameters are required, so their accessors throw when one is absent;
/// query items are optional, so ``queryValue(_:)`` and its typed forms give
/// `nil` instead.
///
/// # Integers
/// An integer, in the path or the query, of any integer type, and as the raw
/// value of an enum, is read only in the one form the router writes it:
/// ASCII digits, without a sign or leading zeros. `0` is zero; `+25`,
/// `0025`, `-1`, ` 25` and `２５` are refused, so every number has exactly one
/// link and a link cannot pass a check on its text that its number would fail.
/// A negative number therefore has no link: a reverse closure should write
/// only values its forward closure reads.
/// An app that does not want zero says so with a range, as in
/// ``LinkError/Expectation/integer(in:)``.
///
/// ```swift
/// try router.register("search/:text") { parameters in
///   let text = try parameters.string("text")
///   let page = try parameters.queryValue("page", as: Int.self) ?? 1
///   return NavigationTarget(tab: .search, routes: [.results(text, page: page)])
/// }
/// ```
public struct LinkParameters: Hashable, Sendable {
  /// The pattern the link matched, such as `pokedex/:id`.
  public let pattern: String
  /// The path parameters, in path order.
  let path: [Item]
  /// The link's query, without the `?`: checked when the link was matched,
  /// decoded only when an item is read, so a link whose query the app does
  /// not read costs no more than one without.
  ///
  /// A slice of the link, which it
  /// keeps alive.
  let rawQuery: Substring

  init(pattern: String, path: [Item], rawQuery: Substring) {
    self.pattern = pattern
    self.path = path
    self.rawQuery = rawQuery
  }

  /// The query items, in link order (`+` read as a space).
  ///
  /// - Complexity: O(*n*) in the length of the query, which is decoded on each read.
  var query: [Item] {
    var items: [Item] = []
    QueryScanner.forEach(in: rawQuery) { name, value in
      items.append(
        Item(name: QueryScanner.decode(name) ?? "", value: QueryScanner.decode(value) ?? ""))
      return true
    }
    return items
  }

  /// Equal when pattern, path parameters and decoded query items are.
  public static func == (lhs: LinkParameters, rhs: LinkParameters) -> Bool {
    lhs.pattern == rhs.pattern && lhs.path == rhs.path
      && (lhs.rawQuery == rhs.rawQuery || lhs.query == rhs.query)
  }

  /// Hashes pattern, path parameters and decoded query items.
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
    guard let item = path.first(where: { $0.name == name }) else { throw .missingParameter(name) }
    return item.value
  }

  /// Path parameter `name` as an integer.
  ///
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such
  ///   parameter, ``LinkError/badParameter(name:value:expected:)`` when it is
  ///   not an integer.
  public func int(_ name: String) throws(LinkError) -> Int {
    try value(name, as: Int.self)
  }

  /// Path parameter `name` converted from its text, such as `Int` or `Double`.
  ///
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such
  ///   parameter, ``LinkError/badParameter(name:value:expected:)`` when it does
  ///   not convert.
  @inlinable
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(LinkError)
    -> T
  {
    let text = try string(name)
    return try Self.require(Self.parse(text) as T?, name, text)
  }

  /// Path parameter `name` as a `RawRepresentable` value, such as an enum with raw values.
  ///
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such
  ///   parameter, ``LinkError/badParameter(name:value:expected:)`` when no
  ///   value has that raw value.
  @inlinable
  public func value<T: RawRepresentable>(_ name: String, as type: T.Type) throws(LinkError) -> T
  where T.RawValue: LosslessStringConvertible {
    let text = try string(name)
    return try Self.require(
      (Self.parse(text) as T.RawValue?).flatMap(T.init(rawValue:)), name, text)
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
  /// - Returns: What `parse` gave.
  /// - Throws: ``LinkError/missingParameter(_:)`` when the pattern has no such
  ///   parameter, ``LinkError/badParameter(name:value:expected:)`` when `parse`
  ///   gives `nil`.
  @inlinable
  public func value<T>(
    _ name: String, as type: T.Type = T.self, parsedBy parse: (String) -> T?
  ) throws(LinkError) -> T {
    try Self.convert(name, try string(name), parse)
  }

  // MARK: Query items

  /// The value of the first query item called `name`; `nil` when there is none.
  public func queryValue(_ name: String) -> String? {
    var found: String?
    QueryScanner.forEach(in: rawQuery) { itemName, value in
      guard QueryScanner.part(itemName, equals: name) else { return true }
      found = QueryScanner.decode(value) ?? ""
      return false
    }
    return found
  }

  /// The first query item called `name`, converted from its text; `nil` when
  /// there is none.
  ///
  /// - Throws: ``LinkError/badParameter(name:value:expected:)`` when it is
  ///   present but does not convert.
  @inlinable
  public func queryValue<T: LosslessStringConvertible>(_ name: String, as type: T.Type)
    throws(LinkError) -> T?
  {
    guard let text = queryValue(name) else { return nil }
    return try Self.require(Self.parse(text) as T?, name, text)
  }

  /// The first query item called `name`, converted by `parse`; `nil` when
  /// there is none.
  ///
  /// ```swift
  /// let sort = try parameters.queryValue("sort", as: Sort.self, parsedBy: Sort.init(rawValue:))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - type: The type `parse` gives, named in the error when it gives `nil`.
  ///   - parse: Converts the percent-decoded text; `nil` when it does not fit.
  /// - Returns: What `parse` gave, or `nil` when there is no such item.
  /// - Throws: ``LinkError/badParameter(name:value:expected:)`` when the item
  ///   is present and `parse` gives `nil`.
  @inlinable
  public func queryValue<T>(
    _ name: String, as type: T.Type = T.self, parsedBy parse: (String) -> T?
  ) throws(LinkError) -> T? {
    guard let text = queryValue(name) else { return nil }
    return try Self.convert(name, text, parse)
  }

  // MARK: Conversion

  // The typed accessors and what they call are `@inlinable`, so they are
  // specialised in the app for the type it reads: unspecialised, every call
  // looked up the metadata of `T?` at run time, which cost more than reading
  // the integer.

  /// `text` as a `T`: integers strictly (see "Integers" above), other types
  /// by their own `init(_:)`.
  @inlinable
  static func parse<T: LosslessStringConvertible>(_ text: String) -> T? {
    // `Int`, the usual parameter type, without the dynamic casts below.
    if T.self == Int.self {
      guard case .value(let magnitude) = CanonicalDigits(text), let value = Int(exactly: magnitude)
      else { return nil }
      return unsafeBitCast(value, to: T.self)
    }
    guard let integer = T.self as? any FixedWidthInteger.Type else { return T(text) }
    return canonicalInteger(text, as: integer) as? T
  }

  /// `text` as an `I` when it is ASCII digits without a sign or a leading
  /// zero (`0` alone is zero) and fits.
  @inlinable
  static func canonicalInteger<I: FixedWidthInteger>(_ text: String, as _: I.Type) -> I? {
    switch CanonicalDigits(text) {
    case .notCanonical: nil
    case .value(let magnitude): I(exactly: magnitude)
    case .beyond64Bits: I(text, radix: 10)
    }
  }

  /// What a parameter's text is as a non-negative integer in its one form,
  /// read in one pass over its bytes.
  @usableFromInline
  enum CanonicalDigits {
    /// Not ASCII digits alone, or with a leading zero.
    case notCanonical
    case value(UInt64)
    /// Canonical, but too large for 64 bits (an `Int128` may still hold it).
    case beyond64Bits

    @inlinable
    init(_ text: String) {
      // Over the contiguous bytes: iterating `String.UTF8View` costs several
      // times as much per byte.
      var text = text
      self = text.withUTF8(Self.init)
    }

    @inlinable
    init(_ digits: UnsafeBufferPointer<UInt8>) {
      guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1 else {
        self = .notCanonical
        return
      }
      var value: UInt64 = 0
      var overflowed = false
      for byte in digits {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
          self = .notCanonical
          return
        }
        let (times10, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
        overflowed = overflowed || o1 || o2
        value = sum
      }
      self = overflowed ? .beyond64Bits : .value(value)
    }
  }

  /// `parse(text)`, or the error that names the parameter, its text and `T`.
  @inlinable
  static func convert<T>(_ name: String, _ text: String, _ parse: (String) -> T?)
    throws(LinkError) -> T
  {
    try require(parse(text), name, text)
  }

  /// `value`, or the error that names the parameter, its text and `T`.
  @inlinable
  static func require<T>(_ value: T?, _ name: String, _ text: String) throws(LinkError)
    -> T
  {
    guard let value else {
      throw .badParameter(name: name, value: text, expected: .value(of: T.self))
    }
    return value
  }
}
