import DaybookData
import DaybookDomain
import PostgresNIO

/// One owner's todos added at the positions they name, in one statement committed on its own: the
/// todos, the counts of this connection's shard and the revision, in one round trip. A row is one
/// todo's id and its position stored. (When any is placed last, ``PostgresTodoAppendStatement``
/// is sent instead; the change feeds are told once it committed: see ``PostgresChangeNotifier``.)
///
/// Prepared once per connection: parsing and planning a statement like this cost the server about
/// twice what running it does.
struct PostgresTodoInsertStatement: PostgresPreparedStatement {
    typealias Row = (String, Int)
    static let name = "daybook_todo_insert"
    static let sql = """
        WITH placed AS (
            INSERT INTO todo (owner, id, title, completed, position, created_at, updated_at)
            SELECT $7, id, title, completed, position, created_at, updated_at
            FROM unnest($1::text[], $2::text[], $3::bool[], $4::int8[], $5::int8[], $6::int8[])
                AS added(id, title, completed, created_at, updated_at, position)
            RETURNING id, position, completed),
        counted AS (
            INSERT INTO todo_counts (owner, id, total, done, revision)
            SELECT $7, \(PostgresTodoRows.shard), count(*), count(*) FILTER (WHERE completed), count(*) FROM placed
            \(PostgresTodoRows.addToCounts) RETURNING 1)
        SELECT placed.id, placed.position FROM placed, counted
        """
    static let bindingDataTypes: [PostgresDataType] = [
        .textArray, .textArray, .boolArray, .int8Array, .int8Array, .int8Array, .text,
    ]

    var records: [TodoRecord]
    /// Whose todos (``DataOwner/key``).
    var owner: String

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 7)
        bindings.appendRecords(records)
        bindings.append(records.map(\.position))
        bindings.append(owner)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> (String, Int) {
        try row.decode((String, Int).self)
    }
}
