import DaybookDomain
import Foundation
import GRDB

extension SQLiteDatabase {
    /// Copies the whole database into a new file at `path` with SQLite's online backup, from a
    /// reader's snapshot: writers carry on meanwhile, and the copy is the database as it was at
    /// one moment. `summarize` reads the finished copy (to say what it holds) before it is given
    /// its name. An existing file is never overwritten, and a backup that fails leaves no file.
    public func backup<Summary: Sendable>(
        to path: String, summarize: @escaping @Sendable (Database) throws -> Summary
    ) async throws(AppError) -> Summary {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw .archive(.destinationExists(path: path))
        }
        // Written under a name of its own, then linked to `path`: link(2) fails rather than
        // replace a file that appeared meanwhile, and until then nothing at `path` looks like a
        // finished backup.
        let partial = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        // Made here rather than by SQLite, so a file that cannot be made is named with the reason
        // (its folder is missing, it may not be written) instead of as a database that failed.
        // Only the user may read it: it holds everything they own.
        let made = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard made >= 0 else { throw .file(FileProblem(path: path, use: .create, errorNumber: errno)) }
        close(made)
        defer {
            for suffix in ["", "-journal"] { unlink(partial + suffix) }
        }
        return try await metrics.measure { () throws(AppError) in
            do {
                let destination = try DatabaseQueue(path: partial)
                try pool.backup(to: destination)
                // The secret sign-in cookies are signed with stays with the live database: a
                // copy of the backup must not let a stolen cookie be checked against guesses.
                try destination.write { try $0.execute(sql: "DELETE FROM session_secret") }
                let summary = try destination.read(summarize)
                try destination.close()
                guard link(partial, path) == 0 else {
                    throw errno == EEXIST
                        ? AppError.archive(.destinationExists(path: path))
                        : AppError.file(FileProblem(path: path, use: .create, errorNumber: errno))
                }
                return summary
            } catch let error as AppError {
                throw error
            } catch {
                throw Self.convert(error, logger: logger, context: "backup")
            }
        }
    }
}
