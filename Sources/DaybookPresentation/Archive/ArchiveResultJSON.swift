import DaybookDomain
import Foundation

/// `--json` of every data command; a stable contract. Counts are what the command moved or
/// found; `stored` is what the destination holds afterwards (imports and copies); `renumbered`
/// how many todos are kept under new ids since someone else there holds the archive's (imports
/// and copies). `accounts` is
/// there only for everyone's data (`--all`, and every copy), in the top level and in each count.
public struct ArchiveResultJSON: Encodable, Sendable {
    public struct Counts: Encodable, Sendable {
        public let todos: Int
        public let profiles: Int
        public let accounts: Int?

        init(_ counts: ArchiveCounts, scope: ArchiveScope) {
            todos = counts.todos
            profiles = counts.profiles
            accounts = scope == .everyone ? counts.accounts : nil
        }
    }

    public let action: String
    public let file: String?
    public let accounts: Int?
    public let todos: Int
    public let profiles: Int
    public let skipped: Counts?
    public let stored: Counts?
    public var renumbered: Int? = nil
}

extension ArchiveResultJSON: JSONWritable {
    /// Keys sorted; a count that does not apply is left out.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("accounts", ifPresent: accounts)
        writer.key("action")
        writer.value(action)
        writer.member("file", ifPresent: file)
        writer.key("profiles")
        writer.value(profiles)
        writer.member("renumbered", ifPresent: renumbered)
        writer.member("skipped", ifPresent: skipped)
        writer.member("stored", ifPresent: stored)
        writer.key("todos")
        writer.value(todos)
        writer.endObject()
    }
}

extension ArchiveResultJSON.Counts: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("accounts", ifPresent: accounts)
        writer.key("profiles")
        writer.value(profiles)
        writer.key("todos")
        writer.value(todos)
        writer.endObject()
    }
}
