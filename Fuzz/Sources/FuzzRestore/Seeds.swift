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
    return states
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
