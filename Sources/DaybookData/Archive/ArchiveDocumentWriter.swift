import DaybookDomain
import Foundation

/// Writes an archive: one JSON document in UTF-8, one entry per line so that a reader's errors
/// name a useful line and two archives diff readably. One person's, in format version 1:
///
/// ```
/// {
///   "format": "daybook",
///   "version": 1,
///   "exportedAt": 1763962800123,
///   "todos": [
///     {"id": "…", "title": "Buy milk", "completed": false, "order": 3, "createdAt": 1763962800123, "updatedAt": 1763962800123}
///   ],
///   "profiles": [
///     {"userID": "local", "name": "Hanako", "gender": "female", "createdAt": 1763962800123}
///   ],
///   "counts": {"todos": 1, "profiles": 1}
/// }
/// ```
///
/// Everyone's (``ArchiveScope/everyone``), in format version 2, begins with the accounts, and
/// names each todo's owner (an account's id, or `""` for the household's); its counts count the
/// accounts too:
///
/// ```
///   "accounts": [
///     {"id": "…", "name": "Hanako", "passwordHash": "$2b$12$…", "createdAt": 1763962800123, "generation": 1, "tokens": [{"digest": "…", "createdAt": 1763962800123}]}
///   ],
///   "todos": [
///     {"owner": "…", "id": "…", "title": "Buy milk", …}
///   ],
///   …
///   "counts": {"accounts": 1, "todos": 1, "profiles": 1}
/// ```
///
/// A reader of version 2 reads both. Times are whole milliseconds
/// since 1970 UTC, `order` is ``TodoRecord/position``, an empty list is `[]`, and the keys of an
/// entry always come in that order. Strings are escaped as JSON
/// requires (`"`, `\` and U+0000–U+001F) and everything else is written as UTF-8.
///
/// Every account comes before every todo, every todo before every profile (the order
/// ``ArchiveStore/export(into:)`` and ``ArchiveStore/exportEveryone(into:)`` give them in). Bytes are collected in a buffer of about 64 KiB and written out when it fills, so memory
/// stays flat however many records pass through. Used from one thread at a time.
public final class ArchiveDocumentWriter: ArchiveRecordSink, @unchecked Sendable {
    /// The newest format version ``ArchiveDocumentReader`` reads, and the one this writer gives
    /// everyone's archive.
    public static let formatVersion = 2
    /// The version a person's archive is written in: its layout has not changed since version 1,
    /// so a Daybook from before accounts imports it too.
    public static let personFormatVersion = 1

    private static let flushThreshold = 64 * 1024

    private enum Section {
        case accounts
        case todos
        case profiles
        case finished
    }

    private let output: FileHandle
    private let scope: ArchiveScope
    private var pending = PendingBytes()
    private var section = Section.todos
    private var counts = ArchiveCounts.zero
    /// The first write failure: everything after it fails the same way.
    private var failure: AppError?

    /// Starts a document of `scope`'s data, exported at `exportedAt` (milliseconds since 1970), on
    /// `output`.
    public init(output: FileHandle, exportedAt: Int64, scope: ArchiveScope = .person) {
        self.output = output
        self.scope = scope
        pending.bytes.reserveCapacity(Self.flushThreshold + 4096)
        pending.append("{\n  \"format\": \"daybook\",\n  \"version\": ")
        pending.appendNumber(Int64(scope == .everyone ? Self.formatVersion : Self.personFormatVersion))
        pending.append(",\n  \"exportedAt\": ")
        pending.appendNumber(exportedAt)
        if scope == .everyone {
            pending.append(",\n  \"accounts\": [")
            section = .accounts
        } else {
            pending.append(",\n  \"todos\": [")
        }
    }

    /// Appends one entry. Entries out of order (an account after a todo, a todo after a profile,
    /// anything after ``finish()``), or of the other scope (an owned todo in a person's archive, a
    /// todo without its owner in everyone's), are a programming error.
    public func write(_ record: ArchiveRecord) throws(AppError) {
        if let failure { throw failure }
        switch record {
        case .account(let account):
            precondition(section == .accounts, "ArchiveDocumentWriter: an account out of place")
            pending.append(counts.accounts == 0 ? "\n    " : ",\n    ")
            pending.appendAccount(account)
            counts.accounts += 1
        case .todo(let todo):
            precondition(scope == .person, "ArchiveDocumentWriter: a todo without its owner in everyone's archive")
            writeTodo(todo, owner: nil)
        case .ownedTodo(let todo, let owner):
            precondition(scope == .everyone, "ArchiveDocumentWriter: an owned todo in a person's archive")
            writeTodo(todo, owner: owner)
        case .profile(let profile):
            switch section {
            case .accounts:
                closeAccounts()
                closeTodos()
            case .todos: closeTodos()
            case .profiles: break
            case .finished: preconditionFailure("ArchiveDocumentWriter: a profile after finish()")
            }
            pending.append(counts.profiles == 0 ? "\n    " : ",\n    ")
            pending.appendProfile(profile)
            counts.profiles += 1
        }
        if pending.bytes.count >= Self.flushThreshold { try flush() }
    }

    /// Closes the lists, writes the counts and the closing brace, and writes out everything still
    /// buffered. Returns how many entries of each kind the document holds.
    public func finish() throws(AppError) -> ArchiveCounts {
        if let failure { throw failure }
        switch section {
        case .accounts:
            closeAccounts()
            closeTodos()
            closeProfiles()
        case .todos:
            closeTodos()
            closeProfiles()
        case .profiles:
            closeProfiles()
        case .finished:
            preconditionFailure("ArchiveDocumentWriter: finish() called twice")
        }
        pending.append(scope == .everyone ? "  \"counts\": {\"accounts\": " : "  \"counts\": {")
        if scope == .everyone {
            pending.appendNumber(Int64(counts.accounts))
            pending.append(", ")
        }
        pending.append("\"todos\": ")
        pending.appendNumber(Int64(counts.todos))
        pending.append(", \"profiles\": ")
        pending.appendNumber(Int64(counts.profiles))
        pending.append("}\n}\n")
        try flush()
        return counts
    }

    // MARK: - Layout

    private func writeTodo(_ todo: TodoRecord, owner: String?) {
        switch section {
        case .accounts: closeAccounts()
        case .todos: break
        case .profiles, .finished:
            preconditionFailure("ArchiveDocumentWriter: a todo after a profile, or after finish()")
        }
        pending.append(counts.todos == 0 ? "\n    " : ",\n    ")
        pending.appendTodo(todo, owner: owner)
        counts.todos += 1
    }

    private func closeAccounts() {
        pending.append(counts.accounts == 0 ? "],\n  \"todos\": [" : "\n  ],\n  \"todos\": [")
        section = .todos
    }

    private func closeTodos() {
        pending.append(counts.todos == 0 ? "],\n  \"profiles\": [" : "\n  ],\n  \"profiles\": [")
        section = .profiles
    }

    private func closeProfiles() {
        pending.append(counts.profiles == 0 ? "],\n" : "\n  ],\n")
        section = .finished
    }

    private func flush() throws(AppError) {
        guard !pending.bytes.isEmpty else { return }
        do {
            try output.write(contentsOf: pending.bytes)
        } catch {
            let failure = AppError.storage(Self.isOutOfSpace(error) ? .full : .failed)
            self.failure = failure
            throw failure
        }
        pending.bytes.removeAll(keepingCapacity: true)
    }
}
