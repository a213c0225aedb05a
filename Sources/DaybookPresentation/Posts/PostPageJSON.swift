import Foundation

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

extension PostPageJSON: JSONWritable {
    /// Keys sorted, the freshness fields among them.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        freshness.writeAge(to: &writer)
        writer.key("matching")
        writer.value(matching)
        writer.key("page")
        writer.value(page)
        writer.key("pageCount")
        writer.value(pageCount)
        writer.key("posts")
        writer.value(posts)
        writer.key("search")
        writer.value(search)
        freshness.writeSource(to: &writer)
        writer.key("total")
        writer.value(total)
        writer.endObject()
    }
}
