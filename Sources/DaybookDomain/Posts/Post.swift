import Foundation

/// A post in the feed.
public struct Post: Identifiable, Hashable, Sendable {
    public let id: Int
    public let authorID: Int
    public let title: String
    public let body: String

    public init(id: Int, authorID: Int, title: String, body: String) {
        self.id = id
        self.authorID = authorID
        self.title = title
        self.body = body
    }
}
