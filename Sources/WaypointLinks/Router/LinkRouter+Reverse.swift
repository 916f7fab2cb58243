public import WaypointCore

extension LinkRouter {
  /// The canonical link for a target, so the app can share where the user is.
  ///
  /// Patterns are tried in registration order; the first whose reverse mapping
  /// accepts the target, and whose link fits the router's limits, writes the
  /// link, percent-encoding every value.
  ///
  /// - Parameters:
  ///   - target: Where the link should lead.
  ///   - style: A custom-scheme link or a universal link.
  /// - Returns: The link, or `nil` when no pattern can express the target in
  ///   a link within the router's own limits (it would refuse any other), or
  ///   the style needs a host or scheme the router does not have.
  public func link(for target: NavigationTarget<Schema>, style: Style = .customScheme)
    -> String?
  {
    for (registration, pattern) in zip(registrations, trie.patterns) {
      guard let values = registration.reverse?(target), let path = pattern.path(with: values)
      else { continue }
      let items = values.query.map {
        PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value)
      }
      let query = items.isEmpty ? "" : "?" + items.joined(separator: "&")
      let link: String
      switch style {
      case .customScheme:
        guard let scheme = schemes.first else { return nil }
        link = "\(String(decoding: scheme, as: UTF8.self))://\(path)\(query)"
      case .universalLink:
        guard let host = hosts.first else { return nil }
        link = "https://\(String(decoding: host, as: UTF8.self))/\(path)\(query)"
      }
      // The segments fit: no pattern has more than the limit.
      guard link.utf8.count <= limits.maximumLength, items.count <= limits.maximumQueryItems
      else { continue }
      return link
    }
    return nil
  }
}
