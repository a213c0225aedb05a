import Foundation

/// An alert a screen shows over itself, as the guides' view models hold it: a title and a
/// message, both localized. The view shows it while it is set and tells the view model when the
/// user dismissed it.
public struct AlertViewState: Hashable, Sendable {
    public let title: String
    public let message: String

    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }
}
