import DaybookDomain
import Foundation

/// The stable, language-independent JSON form of an account, for `--json` and scripts: its name
/// and when it was added. `token` only in the answer that issued one (the one time it is shown).
public struct AccountJSON: Encodable, Hashable, Sendable {
    public let name: String
    public let createdAt: Date
    public let token: String?

    init(_ account: Account, token: String? = nil) {
        name = account.name.value
        createdAt = account.createdAt
        self.token = token
    }

    private enum CodingKeys: String, CodingKey {
        case name, createdAt, token
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encodeIfPresent(token, forKey: .token)
    }
}

extension AccountJSON: JSONWritable {
    /// Keys sorted; `token` only when there is one.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("createdAt")
        writer.value(createdAt)
        writer.key("name")
        writer.value(name)
        writer.member("token", ifPresent: token)
        writer.endObject()
    }
}
