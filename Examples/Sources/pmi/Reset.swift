import ArgumentParser
import Foundation
import PocketMonsterIndex

/// `--reset`: forgets the session and the team, after saying what that loses
/// and hearing yes.
struct Reset {
  let store: PMIStore
  let confirmed: Bool

  func run() throws {
    // A read-only look: it moves nothing, and what it cannot read reads as nothing.
    let data = (try? store.load(keepingDamaged: false))?.data ?? PMIData()
    let loss = Self.describe(data)
    if !confirmed {
      guard isatty(STDIN_FILENO) == 1 else {
        Output.error(
          "--reset forgets \(loss). Add --yes to confirm when not at a terminal.")
        throw ExitCode(1)
      }
      Output.prompt("pmi: forget \(loss)? [y/N] ")
      let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
      guard answer == "y" || answer == "yes" else {
        Output.error("nothing was forgotten.")
        throw ExitCode(1)
      }
    }
    do throws(StoreError) {
      try store.reset()
    } catch {
      Output.error("nothing was forgotten: \(error).")
      throw ExitCode(1)
    }
    Output.error("forgot \(loss).")
  }

  /// `the last session and your team of 2 (Pikachu, Charizard)`.
  static func describe(_ data: PMIData) -> String {
    guard !data.team.isEmpty, let catalogue = try? Catalogue.bundled() else {
      return "the last session"
    }
    let names = data.team.compactMap { catalogue.monster($0)?.name }.joined(separator: ", ")
    return "the last session and your team of \(data.team.count) (\(names))"
  }
}
