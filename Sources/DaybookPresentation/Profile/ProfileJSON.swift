import Foundation

/// The stable, language-independent JSON form of a profile, for `--json` and scripts.
///
/// Every key is always present; without a profile, `registered` is false and the rest `null`.
public struct ProfileJSON: Encodable, Hashable, Sendable {
    public let registered: Bool
    public let name: String?
    /// `male`, `female` or `unspecified`.
    public let gender: String?
    public let createdAt: Date?

    init(_ summary: ProfileSummaryViewState?) {
        registered = summary != nil
        name = summary?.name
        gender = summary?.genderCode
        createdAt = summary?.createdAt
    }

    private enum CodingKeys: String, CodingKey {
        case registered, name, gender, createdAt
    }

    public func encode(to encoder: any Encoder) throws {
        // Spelled out so `nil` is written as `null` rather than left out.
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(registered, forKey: .registered)
        try container.encode(name, forKey: .name)
        try container.encode(gender, forKey: .gender)
        try container.encode(createdAt, forKey: .createdAt)
    }
}

extension ProfileJSON: JSONWritable {
    /// Keys sorted, every one present.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("createdAt")
        writer.value(createdAt)
        writer.key("gender")
        writer.value(gender)
        writer.key("name")
        writer.value(name)
        writer.key("registered")
        writer.value(registered)
        writer.endObject()
    }
}
