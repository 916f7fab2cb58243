import Foundation
import Waypoint

/// Real snapshots to start fuzzing from: an empty state, deep stacks, options,
/// nested presentations, in both encodings, plus a few hand-damaged ones.
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
    return states
  }

  static func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var index = 0
    for state in try states() {
      for encoder in [coder, jsonCoder] {
        let data = try encoder.encode(state)
        for variant in [data, data.prefix(data.count * 2 / 3)] {
          try variant.write(to: folder.appendingPathComponent("seed-\(index)"))
          index += 1
        }
      }
    }
  }
}
