/// Why a link waits instead of opening.
///
/// It is not nested in ``LinkOutcome`` because that type is generic, which
/// would make its name `LinkOutcome<App>.Wait` wherever it is written.
public enum LinkWait: String, Hashable, Sendable {
  /// The app has not called ``Navigator/markReadyForLinks()`` yet.
  case appNotReady
  /// Its policy is `LinkPresentationPolicy.deferUntilDismissed` and a presentation is up.
  case presentationUp
}
