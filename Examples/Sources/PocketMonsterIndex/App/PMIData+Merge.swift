extension PMIData {
  /// Merges what this session changed since `base` into `theirs`, what
  /// another session saved meanwhile.
  ///
  /// Two sessions on one state file each start from the file and save over
  /// it. Saving this session's whole data would erase a member the other one
  /// added; instead the changes are replayed: members this session released
  /// leave, members it added join (in its order, up to the limit), and the
  /// sign-in follows whichever session changed it; a berry this session gave
  /// replaces theirs for that Pokémon. Where the lists were left is this
  /// session's own.
  ///
  /// - Parameters:
  ///   - base: The data this session last loaded or saved.
  ///   - theirs: The data on disk now.
  /// - Returns: The data to save and to show.
  public func merged(since base: PMIData, into theirs: PMIData) -> PMIData {
    let released = Set(base.team).subtracting(team)
    let added = team.filter { !base.team.contains($0) }
    var members = theirs.team.filter { !released.contains($0) }
    for number in added where !members.contains(number) && members.count < Self.teamLimit {
      members.append(number)
    }
    var merged = PMIData(
      team: members, signedIn: signedIn != base.signedIn ? signedIn : theirs.signedIn,
      lists: lists)
    merged.heldBerries = theirs.heldBerries
    for (number, berry) in heldBerries where base.heldBerries[number] != berry {
      merged.heldBerries[number] = berry
    }
    return merged
  }
}
