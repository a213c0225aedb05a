import Foundation

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

extension PostDetailJSON: JSONWritable {
    /// Keys sorted, the freshness fields among them.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        freshness.writeAge(to: &writer)
        writer.key("post")
        writer.value(post)
        freshness.writeSource(to: &writer)
        writer.endObject()
    }
}
