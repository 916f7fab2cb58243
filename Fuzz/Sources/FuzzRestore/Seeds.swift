import Foundation
import Waypoint

/// Real snapshots to start fuzzing from: an empty state, deep stacks, options,
/// nested presentations, with `Codable` and record routes, in both
/// encodings, whole and cut short.
enum Seeds {
  static func states() throws -> [NavigationState<FuzzApp>] {
    var states = [NavigationState<FuzzApp>(tabs: [.pokedex, .berries, .team])]
    var state = states[0]
    try state.push(contentsOf: [.pokemon(id: 25), .pokemon(id: 26), .search("pika")])
    try state.push(
      .berry(id: 16), options: EntryOptions(isBackLocked: true, selection: "7"), in: .tab(.berries))
    states.append(state)
    try state.present(.about, path: [PathElement(.pokemon(id: 1))])
    try state.present(.search("é ⚡️"), style: .fullScreenCover)
    try state.selectTab(.team)
    states.append(state)
    // Control characters for the issues' messages to escape: C0, C1, bidi.
    try state.push(.search("\u{1B}]2;x\u{07}\u{9B}2J\u{202E}"))
    states.append(state)
    return states
  }

  static func recordStates() throws -> [NavigationState<FuzzRecordApp>] {
    var state = NavigationState<FuzzRecordApp>(tabs: tabs)
    try state.push(contentsOf: [.pokemon(id: 25), .search("pika", .init(shiny: true, limit: nil))])
    try state.push(
      .search("é ⚡️", .init(shiny: false, limit: -3)),
      options: EntryOptions(isBackLocked: true, selection: "7"), in: .tab(.berries))
    try state.present(.about, path: [PathElement(.pokemon(id: 1))])
    return [state]
  }

  static func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var snapshots: [Data] = []
    for state in try states() {
      snapshots += [try coder.encode(state), try jsonCoder.encode(state)]
    }
    for state in try recordStates() {
      snapshots += [try recordCoder.encode(state), try recordJSONCoder.encode(state)]
    }
    // A tab name and a selected tab no app has, carrying control characters.
    let hostile = #"\u001b]2;x\u0007\u009b2J\u202e"#
    snapshots.append(
      Data(
        #"{"format":1,"app":1,"state":{"tabs":[{"tab":"\#(hostile)","stack":[]}],"selected":"\#(hostile)"}}"#
          .utf8))
    for (index, data) in snapshots.enumerated() {
      try data.write(to: folder.appendingPathComponent("seed-\(index)"))
      try data.prefix(data.count * 2 / 3).write(to: folder.appendingPathComponent("cut-\(index)"))
    }
  }
}
