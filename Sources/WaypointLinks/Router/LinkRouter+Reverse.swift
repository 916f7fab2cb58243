public import WaypointCore

extension LinkRouter {
  /// The canonical link for a target, so the app can share where the user is.
  ///
  /// Patterns are tried in registration order; the first whose reverse mapping
  /// accepts the target writes the link, percent-encoding every value.
  ///
  /// - Parameters:
  ///   - target: Where the link should lead.
  ///   - style: A custom-scheme link or a universal link.
  /// - Returns: The link, or `nil` when no pattern can express the target, the
  ///   style needs a host or scheme the router does not have, or the link
  ///   would exceed the router's own limits (it would then refuse it).
  public func link(for target: NavigationTarget<Schema>, style: Style = .customScheme)
    -> String?
  {
    for (registration, entry) in zip(registrations, matcher.entries) {
      guard let values = registration.reverse?(target),
        let path = path(entry.pattern, values)
      else {
        continue
      }
      let query =
        values.query.isEmpty
        ? ""
        : "?"
          + values.query.map {
            PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value)
          }
          .joined(separator: "&")
      switch style {
      case .customScheme:
        guard let scheme = schemes.first else { return nil }
        return withinLimits("\(scheme)://\(path)\(query)", values)
      case .universalLink:
        guard let host = hosts.first else { return nil }
        return withinLimits("https://\(host)/\(path)\(query)", values)
      }
    }
    return nil
  }

  /// `link`, unless the router would refuse it for its length or query size.
  /// (Segment count needs no check: it is the pattern's, which was accepted.)
  private func withinLimits(_ link: String, _ values: LinkValues) -> String? {
    guard link.utf8.count <= limits.maximumLength, values.query.count <= limits.maximumQueryItems
    else {
      return nil
    }
    return link
  }

  /// The pattern's path with `values` filled in; `nil` if a value is missing or empty.
  private func path(_ pattern: LinkPattern, _ values: LinkValues) -> String? {
    var parts: [String] = []
    for component in pattern.components {
      switch component {
      case .literal(let literal): parts.append(PercentEncoding.encode(literal))
      case .parameter(let name):
        guard let value = values.pathValue(name), !value.isEmpty else { return nil }
        parts.append(PercentEncoding.encode(value))
      }
    }
    return parts.joined(separator: "/")
  }
}
