import Foundation
import Waypoint

/// Real snapshots to start fuzzing from: an empty state, stacks, options,
/// nested presentations and text with control characters, whole and cut short.
enum Seeds {
  static func states() throws -> [NavigationState<FuzzApp>] {
    var states = [NavigationState<FuzzApp>(tabs: tabs)]
    var state = states[0]
    try state.push(contentsOf: [.pokemon(id: 25), .pokemon(id: 26), .search("pika", limit: nil)])
    try state.push(
      .berry(id: 16), options: EntryOptions(isBackLocked: true, selection: "7"), in: .tab(.berries))
    states.append(state)
    try state.present(.about, stack: [StackElement(.pokemon(id: 1))])
    try state.present(.search("é ⚡️", limit: 3), style: .fullScreenCover)
    try state.selectTab(.team)
    states.append(state)
    // Control characters for the issues' messages to escape: C0, C1, bidi.
    try state.push(.search("\u{1B}]2;x\u{07}\u{9B}2J\u{202E}", limit: -1))
    states.append(state)
    states.append(try everyKey())
    return states
  }

  /// A state holding every key a snapshot has: the tab bar's order, hidden tabs and sections, the
  /// search query, a return value waiting at its point, a selection, and a presentation's detents,
  /// selected detent, dismissal and anchor.
  static func everyKey() throws -> NavigationState<FuzzApp> {
    var state = NavigationState<FuzzApp>(tabs: tabs)
    try state.arrangeTabs(
      [.team, .pokedex, .berries], hidden: [.berries], sections: [.team: "Mine", .pokedex: "All"])
    try state.push(.pokemon(id: 25), options: EntryOptions(returnPoint: "pick"), in: .tab(.team))
    try state.push(.search("x", limit: 1), options: EntryOptions(selection: "7"), in: .tab(.team))
    try state.return(to: "pick", with: 7)
    var target = NavigationTarget<FuzzApp>(tab: .pokedex, routes: [.pokemon(id: 1)])
    target.searchQuery = "pika"
    try state.navigate(to: target)
    try state.present(.about)
    try state.updatePresentation {
      $0.detents = [.medium, .large]
      $0.selectedDetent = .medium
      $0.dismissal = .locked
    }
    try state.present(.berry(id: 3), style: .popover)
    try state.updatePresentation { $0.anchor = "cell" }
    return state
  }

  static func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var snapshots = try states().map(coder.encode)
    // A tab name and a selected tab no app has, carrying control characters.
    let hostile = #"\u001b]2;x\u0007\u009b2J\u202e"#
    snapshots.append(
      Data(
        #"{"app":1,"format":1,"state":{"selected":"\#(hostile)","tabs":[{"name":"\#(hostile)","stack":[]}]}}"#
          .utf8))
    for (index, data) in snapshots.enumerated() {
      try data.write(to: folder.appendingPathComponent("seed-\(index)"))
      try data.prefix(data.count * 2 / 3).write(to: folder.appendingPathComponent("cut-\(index)"))
    }
  }
}
