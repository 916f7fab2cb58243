import Waypoint

// The quick look: a Pokémon in a sheet that rests at the medium detent,
// over the list it was opened from. Its detent is state, restored with it.
extension PMIApp {
  /// Presents Pokémon `number` in a sheet resting at the medium detent.
  public func quickLook(_ number: Int) async {
    report(
      await navigator.perform {
        try $0.present(.pokemon(number))
        try $0.updatePresentation {
          $0.detents = [.medium, .large]; $0.selectedDetent = .medium
        }
      }.outcome)
  }

  /// Drags the sheet on top to its other detent, as the user does.
  public func dragSheet() async {
    guard let top = navigator.state.presentations.last, !top.detents.isEmpty else { return }
    let detent: Detent = top.selectedDetent == .medium ? .large : .medium
    report(
      await navigator.perform(.user) { try $0.updatePresentation { $0.selectedDetent = detent } }
        .outcome)
  }
}
