/// One registered pattern, split into static segments and named parameters, with the presentation
/// policy and back-lock rule it was registered with.
struct LinkPattern: Sendable {
  enum Component: Sendable {
    case literal(String)
    case parameter(String)
  }

  let text: String
  let components: [Component]
  /// The parameters, in path order, with the position of their segments.
  let parameters: [(name: String, position: Int)]
  let policy: LinkPresentationPolicy
  /// Whether its links may take the user off back-locked screens.
  let leavesBackLocks: Bool

  /// Parses `pokedex/:id/evolutions/:to`; slashes at either end are ignored, and a static segment
  /// is percent-decoded as a link's would be.
  init(_ text: String, policy: LinkPresentationPolicy, leavesBackLocks: Bool = false)
    throws(LinkPatternError)
  {
    self.text = text
    self.policy = policy
    self.leavesBackLocks = leavesBackLocks
    var components: [Component] = []
    var parameters: [(name: String, position: Int)] = []
    for part in text.split(separator: "/") {
      if part.hasPrefix(":") {
        let name = String(part.dropFirst())
        guard !name.isEmpty else { throw .invalidPattern(text, reason: .unnamedParameter) }
        guard !parameters.contains(where: { $0.name == name }) else {
          throw .invalidPattern(text, reason: .repeatedParameter(name))
        }
        parameters.append((name, components.count))
        components.append(.parameter(name))
      } else {
        var part = String(part)
        guard let literal = part.withUTF8({ PercentEncoding.decode($0[...]) }) else {
          throw .invalidPattern(text, reason: .malformedPercentEncoding(part))
        }
        components.append(.literal(literal))
      }
    }
    self.components = components
    self.parameters = parameters
  }

  /// The pattern's path with `values` filled in and every segment percent-encoded; `nil` if a
  /// parameter's value is missing or empty.
  func path(with values: LinkValues) -> String? {
    var parts: [String] = []
    for component in components {
      switch component {
      case .literal(let literal): parts.append(PercentEncoding.encode(literal))
      case .parameter(let name):
        guard let value = values.path.first(where: { $0.name == name })?.value, !value.isEmpty
        else { return nil }
        parts.append(PercentEncoding.encode(value))
      }
    }
    return parts.joined(separator: "/")
  }
}
