import ArgumentParser
import Foundation
import PocketMonsterIndex
import Testing

@testable import PMILineMode
@testable import pmi

/// The manual, `Examples/README.md`, against what the app defines: every
/// key binding, line-mode command, option, subcommand and tab, each read
/// from the code, so a key or command added without a word in the manual
/// fails here.
///
/// The manual said `1`–`4` pick a tab long after there were five, and knew
/// nothing of the Search tab or `i`.
@Suite struct PMIManualTests {
  static let manual: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The row of a manual's table that starts with `cell`, if there is one.
  static func row(startingWith cell: String) -> Substring? {
    manual.split(separator: "\n").first {
      $0.hasPrefix("| \(cell) |") || $0.hasPrefix("| \(cell) (")
    }
  }

  /// Each binding has its row in the keys table, its keys as the help
  /// screen shows them, each in backticks: `| `↑` `k` |`.
  @Test(arguments: KeyBinding.all.map(\.label))
  func theManualListsTheKeys(label: String) {
    let keys = label.split(separator: " ").map { "`\($0)`" }.joined(separator: " ")
    #expect(Self.row(startingWith: keys) != nil, "no row for \(keys) in the manual's keys")
  }

  /// Each line-mode command has its row, as `help` writes it, with each of
  /// its other names: `| `open LINK` (or `o`) |`.
  @Test(arguments: LineInterpreter.commands.filter { !$0.usage.isEmpty }.map(\.usage))
  func theManualListsTheLineModeCommands(usage: String) throws {
    let command = try #require(LineInterpreter.commands.first { $0.usage == usage })
    let cell = usage.components(separatedBy: ", ").map { "`\($0)`" }.joined(separator: ", ")
    let row = try #require(Self.row(startingWith: cell), "no row for \(cell) in line mode's")
    for name in command.names.dropFirst() {
      #expect(row.contains("`\(name)`"), "\(cell)'s row does not name `\(name)`")
    }
  }

  /// Every name a command answers to, `prev` too, whose usage is `next`'s:
  /// alone (`back`) or with its argument (`tap N`).
  @Test func theManualNamesEveryLineModeCommand() {
    for name in LineInterpreter.commands.flatMap(\.names) {
      let named = Self.manual.contains("`\(name)`") || Self.manual.contains("`\(name) ")
      #expect(named, "the manual never names `\(name)`")
    }
  }

  /// Every option of pmi and of its subcommands, and every subcommand, as
  /// `--help` lists them.
  @Test func theManualListsTheOptionsAndSubcommands() throws {
    let commands: [any ParsableCommand.Type] =
      [PMICommand.self] + PMICommand.configuration.subcommands
    let options = try NSRegularExpression(pattern: "--[a-z][a-z-]*")
    for command in commands {
      let help = command.helpMessage(columns: 200)
      let range = NSRange(help.startIndex..., in: help)
      for match in options.matches(in: help, range: range) {
        let option = String(help[Range(match.range, in: help)!])
        let given = Self.manual.contains("pmi \(option)") || Self.manual.contains(" \(option)")
        #expect(given, "the manual never gives \(option)")
      }
    }
    for subcommand in PMICommand.configuration.subcommands {
      let given = Self.manual.contains("\npmi \(subcommand._commandName) ")
      #expect(given, "the manual never gives pmi \(subcommand._commandName)")
    }
  }

  /// Each tab has its row in the tabs table, its key first.
  @Test(arguments: PMI.Tab.allCases)
  func theManualListsTheTabs(tab: PMI.Tab) throws {
    let number = try #require(PMI.Tab.allCases.firstIndex(of: tab)) + 1
    #expect(Self.row(startingWith: "`\(number)` | \(tab.title)") != nil)
  }
}
