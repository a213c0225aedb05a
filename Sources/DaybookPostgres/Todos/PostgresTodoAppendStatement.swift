import DaybookData
import DaybookDomain
import PostgresNIO

/// One owner's todos added after every other of theirs, several in one statement committed on its own: each placed
/// after the last position in the statement's snapshot and after those before it in the list,
/// the counts of this connection's shard and the revision moved by as many as were added. A row
/// is one todo's id and its position stored. (The change feeds are told once it committed: see
/// ``PostgresChangeNotifier``.)
///
/// What ``PostgresTodoAdditions`` sends for the adds that arrived together: one statement, one
/// commit and one flush of the log for all of them, where each used to have its own.
struct PostgresTodoAppendStatement: PostgresPreparedStatement {
    typealias Row = (String, Int)
    static let name = "daybook_todo_append"
    // The k-th todo goes at TodoOrder.after applied k times to the last position: the first after
    // the last, each next one after it, none past the maximum.
    static let sql = """
        WITH added AS (
            SELECT * FROM unnest($1::text[], $2::text[], $3::bool[], $4::int8[], $5::int8[])
            WITH ORDINALITY AS added(id, title, completed, created_at, updated_at, n)),
        placed AS (
            INSERT INTO todo (owner, id, title, completed, position, created_at, updated_at)
            SELECT $6, id, title, completed,
                LEAST(\(PostgresTodoRows.afterLast(owner: "$6")) + n - 1, \(TodoOrder.maximum)), created_at, updated_at
            FROM added ORDER BY n
            RETURNING id, position, completed),
        counted AS (
            INSERT INTO todo_counts (owner, id, total, done, revision)
            SELECT $6, \(PostgresTodoRows.shard), count(*), count(*) FILTER (WHERE completed), count(*) FROM placed
            \(PostgresTodoRows.addToCounts) RETURNING 1)
        SELECT placed.id, placed.position FROM placed, counted
        """
    static let bindingDataTypes: [PostgresDataType] = [
        .textArray, .textArray, .boolArray, .int8Array, .int8Array, .text,
    ]

    /// In the order they are placed.
    var records: [TodoRecord]
    /// Whose todos (``DataOwner/key``): one owner's in a statement.
    var owner: String

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 6)
        bindings.append(records.map(\.id))
        bindings.append(records.map(\.title))
        bindings.append(records.map(\.completed))
        bindings.append(records.map(\.createdAt))
        bindings.append(records.map(\.updatedAt))
        bindings.append(owner)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> (String, Int) {
        try row.decode((String, Int).self)
    }
}
