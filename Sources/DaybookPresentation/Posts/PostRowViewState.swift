import Foundation

/// One post in the list.
public struct PostRowViewState: Hashable, Sendable {
    public let id: Int
    public let title: String
    /// The author's name, or "Unknown author".
    public let author: String
}
