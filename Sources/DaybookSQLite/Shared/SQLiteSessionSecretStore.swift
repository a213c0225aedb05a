import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The `SessionSecretStore` in Daybook's SQLite database: one row, read, or stored by the first
/// process that finds none (in a write transaction, so two cannot both store one).
public struct SQLiteSessionSecretStore: SessionSecretStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func secret(keepingIfNone candidate: [UInt8]) async throws(AppError) -> [UInt8] {
        // Read first: once the secret exists, checking a cookie writes nothing (a read-only file,
        // a busy writer).
        if let stored = try await database.read({ db in
            try Data.fetchOne(db, sql: "SELECT secret FROM session_secret WHERE id = 1")
        }) {
            return Array(stored)
        }
        return try await database.write { db in
            try db.execute(
                sql: "INSERT INTO session_secret (id, secret) VALUES (1, ?) ON CONFLICT(id) DO NOTHING",
                arguments: [Data(candidate)])
            let stored = try Data.fetchOne(db, sql: "SELECT secret FROM session_secret WHERE id = 1")
            return stored.map { Array($0) } ?? candidate
        }
    }
}
