import GRDB
import GRDBSQLite
import Synchronization

/// One statement that answers one number, asked on every request (the todo list's revision),
/// run on a read-only connection of its own through SQLite's C interface.
///
/// A GRDB read takes a reader from the pool (a semaphore and a lock, each a dispatch queue) and
/// runs on it through another dispatch queue: for this one-row statement that bookkeeping cost
/// more than SQLite's work, about a tenth of the server's time on `GET /api/todos`. Here a
/// mutex guards one connection and its prepared statement. The statement runs on its own, so
/// SQLite reads it in one snapshot of its own (autocommit), and resetting it ends that snapshot
/// at once: it never holds back a checkpoint.
///
/// The connection opens when first asked, with the pool's busy timeout. After a failure it is
/// closed, and the next read opens a new one.
final class SQLiteNumberReader: Sendable {
    private let path: String
    private let sql: String
    private let state = Mutex(Connection())

    /// The connection and its prepared statement, or neither.
    private struct Connection: ~Copyable {
        var database: OpaquePointer?
        var statement: OpaquePointer?

        mutating func close() {
            sqlite3_finalize(statement)
            sqlite3_close_v2(database)
            (database, statement) = (nil, nil)
        }

        deinit {
            sqlite3_finalize(statement)
            sqlite3_close_v2(database)
        }
    }

    /// `sql` must be one statement whose first column of its first row is an integer.
    init(path: String, sql: String) {
        self.path = path
        self.sql = sql
    }

    /// The number, or `nil` when the statement answers no row; a failure is SQLite's error, as a
    /// GRDB `DatabaseError` (``SQLiteDatabase`` converts those). `argument`, when given, is bound to
    /// the statement's one parameter.
    func read(_ argument: String? = nil) throws -> Int64? {
        try state.withLock { connection throws(DatabaseError) -> Int64? in
            if connection.statement == nil { try open(&connection) }
            let statement = connection.statement
            if let argument {
                // Copied by SQLite (SQLITE_TRANSIENT), so the Swift string need not outlive the call.
                let code = sqlite3_bind_text(
                    statement, 1, argument, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
                guard code == SQLITE_OK else {
                    let error = DatabaseError(
                        resultCode: ResultCode(rawValue: code),
                        message: String(cString: sqlite3_errmsg(connection.database)), sql: sql)
                    connection.close()
                    throw error
                }
            }
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                let value = sqlite3_column_type(statement, 0) == SQLITE_NULL ? nil : sqlite3_column_int64(statement, 0)
                // Ends the statement's read, so its snapshot holds back no checkpoint.
                sqlite3_reset(statement)
                return value
            case SQLITE_DONE:
                sqlite3_reset(statement)
                return nil
            case let code:
                let error = DatabaseError(
                    resultCode: ResultCode(rawValue: code),
                    message: String(cString: sqlite3_errmsg(connection.database)),
                    sql: sql)
                // Finalizing the statement ends its read; nothing is reset after.
                connection.close()
                throw error
            }
        }
    }

    private func open(_ connection: inout Connection) throws(DatabaseError) {
        var database: OpaquePointer?
        var code = sqlite3_open_v2(
            path, &database, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, nil)
        connection.database = database
        if code == SQLITE_OK {
            // As the pool waits for another process's lock (see SQLiteDatabase.configuration).
            sqlite3_busy_timeout(database, 10_000)
            var statement: OpaquePointer?
            code = sqlite3_prepare_v3(database, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
            connection.statement = statement
        }
        guard code == SQLITE_OK else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) }
            connection.close()
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
        }
    }
}
