// `import WaypointSwiftUI` gives a SwiftUI app Waypoint, the binding layer and the views that bind
// them to SwiftUI.
@_exported public import Waypoint
@_exported public import WaypointDisplay
