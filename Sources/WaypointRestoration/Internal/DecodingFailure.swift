import WaypointCore

/// A short, readable reason from a decoding error: what was expected, where.
func describeDecodingFailure(_ error: any Error) -> String {
  guard let error = error as? DecodingError else { return "\(error)" }
  switch error {
  case .typeMismatch(let type, let context):
    return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
  case .valueNotFound(let type, let context):
    return "missing \(type) at \(path(context.codingPath))"
  case .keyNotFound(let key, let context):
    return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
  case .dataCorrupted(let context):
    return "\(context.debugDescription) at \(path(context.codingPath))"
  @unknown default:
    return "\(error)"
  }
}

/// `state.tabs[0].stack[3].route`, or `top level`.
private func path(_ codingPath: [any CodingKey]) -> String {
  guard !codingPath.isEmpty else { return "top level" }
  let spelled = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
  return String(spelled.joined().trimmingPrefix("."))
}
