import DaybookDomain
import Foundation

/// `--json` of every data command; a stable contract. Counts are what the command moved or
/// found; `stored` is what the destination holds afterwards (imports and copies).
public struct ArchiveResultJSON: Encodable, Sendable {
    public struct Counts: Encodable, Sendable {
        public let todos: Int
        public let profiles: Int

        init(_ counts: ArchiveCounts) {
            todos = counts.todos
            profiles = counts.profiles
        }
    }

    public let action: String
    public let file: String?
    public let todos: Int
    public let profiles: Int
    public let skipped: Counts?
    public let stored: Counts?
}
