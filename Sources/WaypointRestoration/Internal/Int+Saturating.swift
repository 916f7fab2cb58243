extension Int {
  /// The sum, or `Int.max` where it would overflow: entry counts in reports
  /// come from files, and a limit set to `Int.max` does not cap them.
  func addingSaturated(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }
}
