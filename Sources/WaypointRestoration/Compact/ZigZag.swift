/// The zigzag mapping of signed to unsigned integers (0, -1, 1, -2… become
/// 0, 1, 2, 3…), so that numbers of small magnitude make short varints
/// whatever their sign.
enum ZigZag {
  /// The unsigned form of `number`.
  static func encode(_ number: Int64) -> UInt64 {
    UInt64(bitPattern: (number << 1) ^ (number >> 63))
  }

  /// The signed number whose unsigned form is `number`.
  static func decode(_ number: UInt64) -> Int64 {
    Int64(bitPattern: number >> 1) ^ -Int64(bitPattern: number & 1)
  }
}
