import DaybookData
import DaybookDomain
import PostgresNIO

/// The statements and row decoding ``PostgresTodoStore``'s operations share, each limited to one
/// owner's todos: placing a todo after the owner's last position, keeping the counts and the
/// revision, reading records.
///
/// **The counts are per owner and sharded.** `todo_counts` has up to ``shards`` rows per owner
/// (schema v8), and a write moves only its owner's row of the connection it runs on (``shard``:
/// the server process's pid), made by the first such write (``addToCounts``), so writers on
/// different connections, in one process or several, never wait for one another on a counts row.
/// An owner's counts and revision are the sums of their rows, read in the same snapshot as the
/// todos. Rows are never deleted, so an owner's revision only goes forward.
enum PostgresTodoRows {
    typealias Row = (String, String, Bool, Int, Int64, Int64)
    static let columns = "id, title, completed, position, created_at, updated_at"

    /// How many counts rows an owner has at most (migration v6).
    static let shards = 64

    /// The counts row the current connection's writes move: one per server backend, so two
    /// connections share one only by chance (1 in ``shards``), and then only wait for each other.
    static let shard = "pg_backend_pid() % \(shards) + 1"

    /// What ends an `INSERT INTO todo_counts (owner, id, total, done, revision) SELECT …` of an
    /// owner's change on this connection's ``shard``: the row made if there is none yet, else the
    /// change added to it.
    static let addToCounts = """
        ON CONFLICT (owner, id) DO UPDATE SET total = todo_counts.total + excluded.total, \
        done = todo_counts.done + excluded.done, revision = todo_counts.revision + excluded.revision
        """

    /// An add answered without one of its todos: stored as none of them (the statement is one).
    struct NotStored: Error {}

    /// The owner's todos where `condition` holds, `$2` in it being `id`.
    static func select(owner: String, where condition: String, _ id: String) -> PostgresQuery {
        var bindings = PostgresBindings()
        bindings.append(owner)
        bindings.append(id)
        return PostgresQuery(
            unsafeSQL: "SELECT \(columns) FROM todo WHERE owner = $1 AND \(condition)", binds: bindings)
    }

    /// The owner's counts, summed over their shards; with `lockingEveryShard`, all ``shards`` of
    /// the owner's rows are made if missing and locked (`FOR UPDATE`) first, so no other write of
    /// their todos commits until the caller's does (an archive's import).
    static func counts(_ connection: PostgresConnection, owner: String, lockingEveryShard: Bool = false) async throws
        -> (Int, Int)
    {
        if lockingEveryShard {
            // A shard row made after the lock would let a write through: make them all first. (A
            // write making one meanwhile is waited for: the conflict is on its uncommitted row.)
            try await connection.rows(
                """
                INSERT INTO todo_counts (owner, id, total, done, revision)
                SELECT \(owner), shard, 0, 0, 0 FROM generate_series(1, \(shards)) AS shard
                ON CONFLICT (owner, id) DO NOTHING
                """)
        }
        let rows =
            lockingEveryShard ? "(SELECT total, done FROM todo_counts WHERE owner = $1 FOR UPDATE)" : "todo_counts"
        let filter = lockingEveryShard ? "" : " WHERE owner = $1"
        var bindings = PostgresBindings()
        bindings.append(owner)
        for try await (total, done) in try await connection.rows(
            PostgresQuery(
                unsafeSQL:
                    "SELECT COALESCE(SUM(total), 0)::bigint, COALESCE(SUM(done), 0)::bigint FROM \(rows) s\(filter)",
                binds: bindings)
        ).decode((Int, Int).self) {
            return (total, done)
        }
        return (0, 0)
    }

    /// Keeps the owner's counts (this connection's shard) and moves their revision forward, in
    /// the write's transaction: a reader that sees the new revision sees the write, and one that
    /// sees the old one does not.
    ///
    /// It notes that the todos changed (``PostgresChangeNotes``): every write that moves the
    /// revision comes through here or notes it itself, and the change feeds are told once the
    /// operation has committed (``PostgresChangeNotifier``), never if it rolled back.
    static func adjustCounts(_ connection: PostgresConnection, owner: String, total: Int, done: Int) async throws {
        for try await _ in try await connection.rows(
            """
            WITH moved AS (
            INSERT INTO todo_counts (owner, id, total, done, revision)
            VALUES (\(owner), \(unescaped: shard), \(total), \(done), 1)
            \(unescaped: addToCounts) RETURNING 1)
            SELECT 1 FROM moved
            """)
        {
            PostgresChangeNotes.note(.todos)
        }
    }

    static func count(_ rows: PostgresRowSequence) async throws -> Int {
        var count = 0
        for try await value in rows.decode(Int.self) { count = value }
        return count
    }

    static func records(_ rows: PostgresRowSequence) async throws -> [TodoRecord] {
        var records: [TodoRecord] = []
        for try await row in rows.decode(Row.self) { records.append(record(row)) }
        return records
    }

    static func record(_ row: Row) -> TodoRecord {
        TodoRecord(id: row.0, title: row.1, completed: row.2, position: row.3, createdAt: row.4, updatedAt: row.5)
    }
}
