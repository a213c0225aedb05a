import Foundation

/// The stable JSON form of posts. Every key is always present (`null` when unknown); fields may
/// be added, never renamed or removed.
public struct PostJSON: Codable, Hashable, Sendable {
    public struct Author: Codable, Hashable, Sendable {
        public let id: Int
        public let name: String
        public let username: String
        public let email: String
    }

    public let id: Int
    public let title: String
    public let body: String
    public let author: Author?

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encode(author, forKey: .author)  // null, not missing, for an unknown author
    }
}

/// A page of posts as JSON.
public struct PostPageJSON: Codable, Hashable, Sendable {
    public let posts: [PostJSON]
    public let page: Int
    public let pageCount: Int
    public let matching: Int
    public let total: Int
    public let search: String
    /// network, cache or stale.
    public let source: String
    public let stale: Bool
    public let ageSeconds: Int
}

/// One post as JSON, with where it came from.
public struct PostDetailJSON: Codable, Hashable, Sendable {
    public let post: PostJSON
    public let source: String
    public let stale: Bool
    public let ageSeconds: Int
}
