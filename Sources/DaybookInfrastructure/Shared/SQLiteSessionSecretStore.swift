import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The `SessionSecretStore` in Daybook's SQLite database: one row, kept by the first process
/// that stores one (an `IMMEDIATE` transaction, so two cannot both find none).
public struct SQLiteSessionSecretStore: SessionSecretStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func secret(keepingIfNone candidate: [UInt8]) async throws(AppError) -> [UInt8] {
        try await database.write { db in
            try db.execute(
                sql: "INSERT INTO session_secret (id, secret) VALUES (1, ?) ON CONFLICT(id) DO NOTHING",
                arguments: [Data(candidate)])
            let stored = try Data.fetchOne(db, sql: "SELECT secret FROM session_secret WHERE id = 1")
            return stored.map { Array($0) } ?? candidate
        }
    }
}
