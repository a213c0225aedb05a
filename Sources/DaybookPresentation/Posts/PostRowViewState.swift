import Foundation

/// One post in the list: its title and body, as guide 002 lists them, and its author.
public struct PostRowViewState: Hashable, Sendable {
    public let id: Int
    public let title: String
    /// The body as one paragraph, its line breaks made spaces: a list shows its start (two lines on
    /// the web, one on a terminal), the post's own page all of it.
    public let body: String
    /// The author's name, or "Unknown author".
    public let author: String

    public init(id: Int, title: String, body: String, author: String) {
        self.id = id
        self.title = title
        self.body = body
        self.author = author
    }
}
