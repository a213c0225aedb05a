import PostgresNIO

extension PostgresConnection {
    /// Runs `query` on this connection (inside a transaction the stores hold).
    ///
    /// Never on a closed connection: the driver drops a statement written to a closed channel
    /// without failing it, so awaiting its answer would wait for ever.
    @discardableResult
    func rows(_ query: PostgresQuery) async throws -> PostgresRowSequence {
        guard !isClosed else { throw PostgreSQLDatabase.ConnectionClosed() }
        return try await self.query(query, logger: PostgreSQLDatabase.statementLogger)
    }

    /// Runs `query` to its end, its rows read and dropped. A statement that answers rows (a
    /// `SELECT` of a function called for what it does, `pg_advisory_lock`) reports a failure in
    /// its rows, after their description: unread, it would seem to have worked. (Once, a lock
    /// timeout on the migrations' lock went unseen, and two processes migrated at once.)
    func run(_ query: PostgresQuery) async throws {
        for try await _ in try await rows(query) {}
    }

    /// Runs a prepared statement, never on a closed connection (see ``rows(_:)``).
    func rows<Statement: PostgresPreparedStatement>(_ statement: Statement) async throws
        -> AsyncThrowingMapSequence<PostgresRowSequence, Statement.Row>
    {
        guard !isClosed else { throw PostgreSQLDatabase.ConnectionClosed() }
        return try await execute(statement, logger: PostgreSQLDatabase.statementLogger)
    }

    /// Runs `body` between `BEGIN` and `COMMIT`, or `ROLLBACK` when it throws. Unlike the
    /// driver's `withTransaction`, it sends no `ROLLBACK` on a connection that has closed (the
    /// server rolls back a transaction whose connection is gone): that statement would never be
    /// answered (see ``rows(_:)``).
    func inTransaction<T>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await rows("BEGIN")
        let value: T
        do {
            value = try await body(self)
        } catch {
            if !isClosed { _ = try? await rows("ROLLBACK") }
            throw error
        }
        try await rows("COMMIT")
        return value
    }
}
