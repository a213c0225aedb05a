import DaybookDomain
import Foundation

/// The storage a ``DefaultProfileRepository`` needs: one record per user id, no entities.
///
/// Implemented by each database driver (SQLite, PostgreSQL) and, for tests, by an in-memory
/// one. Implementations convert their own failures to ``AppError/storage(_:)`` where they happen.
public protocol ProfileStore: Sendable {
    func fetch(userID: String) async throws(AppError) -> ProfileRecord?

    /// Inserts the record, or replaces the one with the same user id, in one write.
    func upsert(_ record: ProfileRecord) async throws(AppError)
}
