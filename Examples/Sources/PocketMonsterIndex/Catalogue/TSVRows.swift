/// The data rows of a catalogue resource in the bundled TSV format, read
/// straight from its UTF-8 bytes.
///
/// Splitting the text into `Substring`s, then `String`s, then parsing each
/// number from a `String` took 6 ms of pmi's 25 ms startup for 60 KB; one
/// pass over the bytes, making a `String` only of the text fields, takes a
/// small fraction of that.
struct TSVRows {
  /// The resource's bytes.
  let bytes: [UInt8]
  /// The resource's name, for errors.
  let resource: String
  /// How many fields each row must have.
  let columns: Int

  /// Calls `body` with each data row: the header line and empty lines are
  /// skipped, and lines are counted from 1, the header.
  ///
  /// - Throws: ``CatalogueError/badLine(resource:line:reason:)`` for a row
  ///   with another number of fields, or what `body` throws.
  func forEach(_ body: (TSVRow) throws(CatalogueError) -> Void) throws(CatalogueError) {
    var fields: [Range<Int>] = []
    fields.reserveCapacity(columns)
    var line = 0
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
      line += 1
      if line > 1, end > start {
        split(start..<end, into: &fields)
        guard fields.count == columns else {
          throw .badLine(
            resource: resource, line: line,
            reason: "expected \(columns) fields, found \(fields.count)")
        }
        try body(TSVRow(bytes: bytes, fields: fields, resource: resource, line: line))
      }
      start = end + 1
    }
  }

  /// The fields of the line in `range`, separated by tabs.
  private func split(_ range: Range<Int>, into fields: inout [Range<Int>]) {
    fields.removeAll(keepingCapacity: true)
    var start = range.lowerBound
    for index in range where bytes[index] == tab {
      fields.append(start..<index)
      start = index + 1
    }
    fields.append(start..<range.upperBound)
  }
}

/// One data row of a ``TSVRows``: its fields as text and as numbers, each
/// number checked, with errors naming the resource and the line.
struct TSVRow {
  let bytes: [UInt8]
  let fields: [Range<Int>]
  let resource: String
  let line: Int

  /// Field `index` as text.
  func text(_ index: Int) -> String {
    text(fields[index])
  }

  /// Field `index` split at `separator`, as texts; none for an empty field.
  func texts(_ index: Int, separatedBy separator: UInt8) -> [String] {
    parts(of: fields[index], separatedBy: separator).map(text)
  }

  /// Field `index` as an integer.
  ///
  /// - Throws: "'x' is not a number", or "'1.5' is not a whole number".
  func integer(_ index: Int) throws(CatalogueError) -> Int {
    try integer(in: fields[index])
  }

  /// Field `index` split at `separator`, as integers; none for an empty field.
  func integers(_ index: Int, separatedBy separator: UInt8) throws(CatalogueError) -> [Int] {
    var values: [Int] = []
    for part in parts(of: fields[index], separatedBy: separator) {
      guard let value = Self.integer(bytes[part]) else { throw notANumber(part) }
      values.append(value)
    }
    return values
  }

  /// Field `index` as a decimal number such as `90.5`.
  func number(_ index: Int) throws(CatalogueError) -> Double {
    guard let value = Self.decimal(bytes[fields[index]]) else { throw notANumber(fields[index]) }
    return value
  }

  // MARK: - Parsing bytes

  private func integer(in range: Range<Int>) throws(CatalogueError) -> Int {
    if let value = Self.integer(bytes[range]) { return value }
    guard Self.decimal(bytes[range]) != nil else { throw notANumber(range) }
    throw .badLine(
      resource: resource, line: line, reason: "'\(text(range))' is not a whole number")
  }

  /// Decimal digits with an optional minus sign; nil for anything else or
  /// a value past `Int`.
  static func integer(_ digits: ArraySlice<UInt8>) -> Int? {
    var rest = digits
    let negative = rest.first == minus
    if negative { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return nil }
    var value = 0
    for byte in rest {
      guard byte &- zero < 10 else { return nil }
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) = shifted.addingReportingOverflow(Int(byte &- zero))
      guard !overflow, !overflowAgain else { return nil }
      value = sum
    }
    return negative ? -value : value
  }

  /// `12`, `0.7` or `-1.25`, exactly as `Double("0.7")` reads it; nil for
  /// anything else.
  ///
  /// Up to 15 digits the digits are an exact `Double`, as is the power of
  /// ten; one correctly rounded division gives the nearest `Double` to the
  /// decimal, which is what `Double(_:)` returns. Longer ones go through it.
  static func decimal(_ text: ArraySlice<UInt8>) -> Double? {
    var rest = text
    let negative = rest.first == minus
    if negative { rest = rest.dropFirst() }
    var (mantissa, digits, decimals, point) = (0, 0, 0, false)
    for byte in rest {
      if byte == dot, !point, digits > 0 {
        point = true
        continue
      }
      guard byte &- zero < 10 else { return nil }
      digits += 1
      if point { decimals += 1 }
      guard digits <= 15 else { return Double(String(decoding: text, as: UTF8.self)) }
      mantissa = mantissa * 10 + Int(byte &- zero)
    }
    guard digits > 0, !point || decimals > 0 else { return nil }
    let value = Double(mantissa) / powersOfTen[decimals]
    return negative ? -value : value
  }

  private static let powersOfTen: [Double] = (0...15).map { exponent in
    (0..<exponent).reduce(1) { power, _ in power * 10 }
  }

  // MARK: - Helpers

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private func parts(of range: Range<Int>, separatedBy separator: UInt8) -> [Range<Int>] {
    guard !range.isEmpty else { return [] }
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    for index in range where bytes[index] == separator {
      parts.append(start..<index)
      start = index + 1
    }
    parts.append(start..<range.upperBound)
    return parts
  }

  private func notANumber(_ range: Range<Int>) -> CatalogueError {
    .badLine(resource: resource, line: line, reason: "'\(text(range))' is not a number")
  }
}

private let newline = UInt8(ascii: "\n")
private let tab = UInt8(ascii: "\t")
private let minus = UInt8(ascii: "-")
private let dot = UInt8(ascii: ".")
private let zero = UInt8(ascii: "0")
