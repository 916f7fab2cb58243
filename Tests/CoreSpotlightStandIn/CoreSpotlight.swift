// A Linux stand-in for the two CoreSpotlight constants the SwiftUI glue uses
// to continue a Spotlight result, so that the glue's `#if
// canImport(CoreSpotlight)` code compiles and is tested here. Never a
// product. Apple's values are not in its SDK (they are extern symbols); these
// are the stand-in's own, and nothing may assume either.

// The activity type of a Spotlight result the user opened.
// doc: https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype
public let CSSearchableItemActionType = "CSSearchableItemActionType"

// The `userInfo` key of the opened item's unique identifier.
// doc: https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier
public let CSSearchableItemActivityIdentifier = "CSSearchableItemActivityIdentifier"
