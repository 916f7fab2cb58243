import WaypointCore

/// Why the fast compact reader gave up.
///
/// Outside the generic reader because a typed throw of a generic nested error
/// crashes the 6.3 optimizer.
struct IrregularSnapshot: Error {}
