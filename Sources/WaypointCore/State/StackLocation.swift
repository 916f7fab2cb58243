/// Names one stack of a ``NavigationState``: a tab's or a presentation's.
///
/// Operations take an optional location; `nil` means the active stack (see
/// ``NavigationState/activeLocation``). Steps and errors always carry the resolved location, so
/// they say exactly where something happened.
public enum StackLocation<Schema: NavigationSchema>: Hashable, Codable, Sendable,
  CustomStringConvertible
{
  /// The stack of a tab.
  case tab(Schema.Tab)
  /// The stack of a presentation.
  case presentation(PresentationID)

  /// `tab(pokedex)` or `presentation#3`.
  public var description: String {
    switch self {
    case .tab(let tab): "tab(\(tab))"
    case .presentation(let id): id.description
    }
  }
}
