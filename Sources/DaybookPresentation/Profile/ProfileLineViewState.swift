import Foundation

/// One labelled value of a profile.
public struct ProfileLineViewState: Hashable, Sendable {
    public let label: String
    public let value: String
}
