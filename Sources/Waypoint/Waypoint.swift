// `import Waypoint` gives an app every module, as swift-collections' `Collections` does; an app
// that wants less imports the modules it uses.
@_exported public import WaypointCore
@_exported public import WaypointDisplay
@_exported public import WaypointLinks
@_exported public import WaypointNavigator
@_exported public import WaypointRestoration
