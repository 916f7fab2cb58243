// `import WaypointSwiftUI` gives a SwiftUI app Waypoint (the binding layer with it) and the views
// that bind them to SwiftUI.
@_exported public import Waypoint
