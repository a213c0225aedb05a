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

extension PostJSON: JSONWritable {
    /// Keys sorted; an unknown author is `null`.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("author")
        if let author { writer.value(author) } else { writer.null() }
        writer.key("body")
        writer.value(body)
        writer.key("id")
        writer.value(id)
        writer.key("title")
        writer.value(title)
        writer.endObject()
    }
}

extension PostJSON.Author: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("email")
        writer.value(email)
        writer.key("id")
        writer.value(id)
        writer.key("name")
        writer.value(name)
        writer.key("username")
        writer.value(username)
        writer.endObject()
    }
}
