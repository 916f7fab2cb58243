import WaypointCore

/// A value on its way into the compact encoding.
///
/// Containers are classes so that nested containers handed out by `Encoder`
/// fill in after they are placed.
enum CompactValue {
  case null
  case bool(Bool)
  case int(Int64)
  case uint(UInt64)
  case double(Double)
  case string(String)
  case container(CompactContainer)
}
