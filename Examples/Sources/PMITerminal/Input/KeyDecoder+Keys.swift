/// Which key each sequence a terminal sends stands for.
extension KeyDecoder {
  static func ss3Key(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  static func csiKey(_ parameters: String, _ final: UInt8) -> Key? {
    if parameters.hasPrefix("<") { return mouse(parameters.dropFirst(), final) }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"): return tildeKey(parameters)
    default: return nil
    }
  }

  /// `CSI n ~` keys: Home, Delete, End, PgUp, PgDn (modifiers after `;` ignored).
  static func tildeKey(_ parameters: String) -> Key? {
    switch parameters.split(separator: ";").first.flatMap({ Int($0) }) {
    case 1, 7: .home
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    default: nil
    }
  }

  /// SGR mouse: `CSI < button ; column ; row M` (press) or `m` (release).
  ///
  /// Each number is read as a `UInt16`, a window's size on every system: a
  /// row of Int.max, which any program can write, trapped in pmi's
  /// arithmetic on it.
  static func mouse(_ parameters: Substring, _ final: UInt8) -> Key? {
    let numbers = parameters.split(separator: ";").compactMap { UInt16($0).map(Int.init) }
    guard numbers.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else {
      return nil
    }
    let (button, column, row) = (numbers[0], numbers[1], numbers[2])
    let action: MouseEvent.Action
    if button & 64 != 0 {
      action = button & 1 == 0 ? .wheelUp : .wheelDown
    } else if button & (32 | 3) == 0 {
      action = final == UInt8(ascii: "M") ? .press : .release
    } else {
      return nil  // other buttons and motion mean nothing to pmi
    }
    return .mouse(MouseEvent(action, column: column, row: row))
  }
}
