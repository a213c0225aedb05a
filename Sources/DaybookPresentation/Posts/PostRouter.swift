import Foundation

/// Where a post's screen asks to go: back to where it was opened from.
@MainActor
public protocol PostRouter: AnyObject {
    func closePost()
}
