extension EntryOptions {
  /// What differs from the defaults, as trees and sentences show it (`back locked, selection "7"`);
  /// `nil` for default options.
  package var summary: String? {
    var marks: [String] = []
    if isBackLocked { marks.append("back locked") }
    if let selection { marks.append("selection \(String(reflecting: selection))") }
    if let transitionSource { marks.append("from \(String(reflecting: transitionSource))") }
    if let returnPoint { marks.append("return point \(String(reflecting: returnPoint))") }
    return marks.isEmpty ? nil : marks.joined(separator: ", ")
  }
}
