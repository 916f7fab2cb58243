public import WaypointCore

extension LinkRouter {
  /// The canonical link for a target, so the app can share where the user is.
  ///
  /// Patterns are tried in registration order; the first whose reverse mapping accepts the target,
  /// and whose link fits the router's limits, writes the link, percent-encoding every value.
  ///
  /// - Parameters:
  ///   - target: Where the link should lead.
  ///   - style: A custom-scheme link or a universal link.
  /// - Returns: The link, or `nil` when no pattern can express the target in a link within the
  ///   router's own limits (it would refuse any other), or the style needs a host or scheme the
  ///   router does not have.
  public func link(for target: NavigationTarget<Schema>, style: Style = .customScheme) -> String? {
    reversed(target, style: style)?.link
  }

  /// The way out: the screen `target` leads to as a user activity, which comes back in as the same
  /// target, for Handoff and Spotlight, as the pattern that writes ``link(for:style:)`` describes
  /// it (the "Ways In" article's "The way out").
  ///
  /// - Parameter target: Where the user is: usually the screen on top.
  /// - Returns: The activity, or `nil` when no pattern writes the target's link or its pattern is
  ///   registered for no user activity type.
  public func userActivity(for target: NavigationTarget<Schema>) -> WayIn? {
    guard
      let (index, values, _) = reversed(target, style: .customScheme)
        ?? reversed(target, style: .universalLink),
      let type = waysIn(ofPattern: index).lazy.compactMap(\.userActivityType).first
    else { return nil }
    let items = values.path + values.query
    return .userActivity(
      type: type, values: Dictionary(items.map { ($0.name, $0.value) }) { first, _ in first },
      webpage: link(for: target, style: .universalLink))
  }

  /// The way out of `state`: its screen on top (``NavigationState/screenOnTop``) as a user
  /// activity, with the target it describes, or where no pattern writes that screen with its
  /// presentations, the place beneath them: better to hand off than nothing.
  public func wayOut(of state: NavigationState<Schema>)
    -> (activity: WayIn, target: NavigationTarget<Schema>)?
  {
    let screen = state.screenOnTop
    if let activity = userActivity(for: screen) { return (activity, screen) }
    guard !screen.presentations.isEmpty else { return nil }
    let beneath = NavigationTarget(tab: screen.tab, stack: screen.stack)
    return userActivity(for: beneath).map { ($0, beneath) }
  }

  /// The first pattern whose reverse mapping accepts `target`, and the link it writes within the
  /// router's limits.
  private func reversed(_ target: NavigationTarget<Schema>, style: Style)
    -> (index: Int, values: LinkValues, link: String)?
  {
    for (index, (registration, pattern)) in zip(registrations, trie.patterns).enumerated() {
      guard let values = registration.reverse?(target),
        let link = written(pattern, values, style: style)
      else { continue }
      return (index, values, link)
    }
    return nil
  }

  /// The link `pattern` writes with `values` in `style`, every value percent-encoded; `nil` when a
  /// parameter has no value, the style needs a scheme or host the router lacks, or the link would
  /// break its limits.
  func written(_ pattern: LinkPattern, _ values: LinkValues, style: Style) -> String? {
    guard let link = composed(pattern, values, style: style),
      link.utf8.count <= limits.maximumLength, values.query.count <= limits.maximumQueryItems
    else { return nil }
    // The segments fit: no pattern has more than the limit.
    return link
  }

  /// The link `pattern` writes with `values` in `style`, whatever its size; `nil` when the router
  /// has no scheme or host for the style, or a value does not fit its parameter.
  func composed(_ pattern: LinkPattern, _ values: LinkValues, style: Style) -> String? {
    guard let path = pattern.path(with: values) else { return nil }
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
    return link
  }
}
