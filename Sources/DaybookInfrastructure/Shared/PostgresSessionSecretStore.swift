import DaybookData
import DaybookDomain
import Foundation
import PostgresNIO

/// The `SessionSecretStore` in a PostgreSQL database: one row, kept by the first process that
/// stores one (`ON CONFLICT DO NOTHING`, then read back, so every process ends with that one).
public struct PostgresSessionSecretStore: SessionSecretStore {
    private let database: PostgreSQLDatabase

    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func secret(keepingIfNone candidate: [UInt8]) async throws(AppError) -> [UInt8] {
        try await database.perform("read the session secret") { connection in
            let bytes = ByteBuffer(bytes: candidate)
            try await connection.rows(
                "INSERT INTO session_secret (id, secret) VALUES (1, \(bytes)) ON CONFLICT (id) DO NOTHING")
            var stored: [UInt8]?
            for try await secret in try await connection.rows("SELECT secret FROM session_secret WHERE id = 1")
                .decode(ByteBuffer.self)
            {
                stored = Array(buffer: secret)
            }
            return stored ?? candidate
        }
    }
}
