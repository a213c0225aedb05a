import DaybookData
import DaybookDomain
import Foundation
import PostgresNIO

/// The `SessionSecretStore` in a PostgreSQL database: one row, read, or stored by the first
/// process that finds none (`ON CONFLICT DO NOTHING`, then read back, so every process ends with
/// that one).
public struct PostgresSessionSecretStore: SessionSecretStore {
    private let database: PostgreSQLDatabase

    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func secret(keepingIfNone candidate: [UInt8]) async throws(AppError) -> [UInt8] {
        try await database.perform("read the session secret") { connection in
            // Read first: once the secret exists, checking a cookie writes nothing (a read-only
            // replica, a database in read-only mode).
            if let stored = try await Self.stored(on: connection) { return stored }
            try await connection.rows(
                "INSERT INTO session_secret (id, secret) VALUES (1, \(ByteBuffer(bytes: candidate))) ON CONFLICT (id) DO NOTHING"
            )
            return try await Self.stored(on: connection) ?? candidate
        }
    }

    private static func stored(on connection: PostgresConnection) async throws -> [UInt8]? {
        var stored: [UInt8]?
        for try await secret in try await connection.rows("SELECT secret FROM session_secret WHERE id = 1")
            .decode(ByteBuffer.self)
        {
            stored = Array(buffer: secret)
        }
        return stored
    }
}
