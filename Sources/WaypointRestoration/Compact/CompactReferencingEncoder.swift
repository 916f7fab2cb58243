import WaypointCore

/// The encoder `superEncoder()` hands out: whatever it records lands in its
/// slot of the parent container when it goes away (Foundation's JSON encoder
/// has the same helper, under the same name).
final class CompactReferencingEncoder: CompactEncoderImpl {
  private let parentContainer: CompactContainer
  private let slot: Int

  /// Reserves the next slot of `container`, under `key` when it is an object.
  ///
  /// - Parameters:
  ///   - container: The container the value lands in.
  ///   - key: The key written before the value; `nil` in a list.
  ///   - encoder: The encoder that owns `container`, for the coding path.
  ///   - codingKey: This encoder's own key in the coding path.
  init(
    container: CompactContainer, key: String?, encoder: CompactEncoderImpl,
    codingKey: any CodingKey
  ) {
    self.parentContainer = container
    self.slot = container.values.count
    container.append(.null, key: key)
    super.init(parent: encoder, key: codingKey)
  }

  deinit {
    parentContainer.values[slot] = value ?? .container(CompactContainer(isObject: true))
  }
}
