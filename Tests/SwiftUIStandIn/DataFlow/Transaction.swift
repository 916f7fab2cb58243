// doc: https://developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {
  // doc: https://developer.apple.com/documentation/swiftui/transaction/init()
  public init() {}

  // doc: https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
  public var disablesAnimations = false
}

// doc: https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  _Transactions.recorder?.record(transaction)
  return try body()
}

/// Lets a test see the transactions code runs its changes in: SwiftUI
/// animates a change by its transaction, which the host cannot show.
@_spi(Host) public enum _Transactions {
  /// Collects every transaction `withTransaction` runs while it is bound.
  public final class Recorder: @unchecked Sendable {
    private var recorded: [Transaction] = []
    public init() {}
    func record(_ transaction: Transaction) { recorded.append(transaction) }
    /// Whether each recorded transaction disabled animations, oldest first.
    public var disabledAnimations: [Bool] { recorded.map(\.disablesAnimations) }
  }

  @TaskLocal public static var recorder: Recorder?
}
