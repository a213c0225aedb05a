import Foundation

/// The stable JSON form of posts. Every key is always present (`null` when unknown); fields may
/// be added, never renamed or removed.
public struct PostJSON: Encodable, Hashable, Sendable {
    public struct Author: Encodable, Hashable, Sendable {
        public let id: Int
        public let name: String
        public let username: String
        public let email: String
    }

    public let id: Int
    public let title: String
    public let body: String
    public let author: Author?

    private enum CodingKeys: String, CodingKey {
        case id, title, body, author
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encode(author, forKey: .author)  // null, not missing, for an unknown author
    }
}

/// A page of posts as JSON.
public struct PostPageJSON: Encodable, Hashable, Sendable {
    public let posts: [PostJSON]
    public let page: Int
    public let pageCount: Int
    public let matching: Int
    public let total: Int
    public let search: String
    /// `source`, `stale` and `ageSeconds`, written as fields of this object.
    public let freshness: FreshnessJSON

    private enum CodingKeys: String, CodingKey {
        case posts, page, pageCount, matching, total, search
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(posts, forKey: .posts)
        try container.encode(page, forKey: .page)
        try container.encode(pageCount, forKey: .pageCount)
        try container.encode(matching, forKey: .matching)
        try container.encode(total, forKey: .total)
        try container.encode(search, forKey: .search)
        try freshness.encode(to: encoder)
    }
}

/// One post as JSON, with where it came from.
public struct PostDetailJSON: Encodable, Hashable, Sendable {
    public let post: PostJSON
    /// `source`, `stale` and `ageSeconds`, written as fields of this object.
    public let freshness: FreshnessJSON

    private enum CodingKeys: String, CodingKey {
        case post
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(post, forKey: .post)
        try freshness.encode(to: encoder)
    }
}
