import WaypointCore

/// One registered pattern, split into static segments and named parameters.
struct LinkPattern {
  enum Component: Hashable {
    case literal(String)
    case parameter(String)
  }

  let text: String
  let components: [Component]

  /// The parameter names, in path order.
  var parameterNames: [String] {
    components.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
  }

  /// Parses `pokedex/:id/evolutions/:to`; slashes at either end are ignored.
  init(_ text: String) throws(LinkPatternError) {
    self.text = text
    var components: [Component] = []
    var names = Set<String>()
    for part in text.split(separator: "/", omittingEmptySubsequences: true) {
      if part.hasPrefix(":") {
        let name = String(part.dropFirst())
        guard !name.isEmpty else { throw .invalidPattern(text, reason: .unnamedParameter) }
        guard names.insert(name).inserted else {
          throw .invalidPattern(text, reason: .repeatedParameter(name))
        }
        components.append(.parameter(name))
      } else {
        guard let literal = part.removingPercentEncodingIfValid else {
          throw .invalidPattern(text, reason: .malformedPercentEncoding(String(part)))
        }
        components.append(.literal(literal))
      }
    }
    self.components = components
  }
}

extension Substring {
  /// The segment with percent-escapes decoded, or `nil` if they are malformed.
  fileprivate var removingPercentEncodingIfValid: String? {
    var copy = String(self)
    return copy.withUTF8 { PercentEncoding.decode($0) }
  }
}
