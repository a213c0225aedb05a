import DaybookData
import DaybookDomain
import PostgresNIO

/// One todo of an owner's added at the position it names, in one statement committed on its own: the todo, the
/// counts of this connection's shard and the revision, in one round trip. A row is the position
/// stored. (Todos placed last go through ``PostgresTodoAppendStatement``; the change feeds are
/// told once it committed: see ``PostgresChangeNotifier``.)
///
/// Prepared once per connection: parsing and planning this statement cost the server about twice
/// what running it does, which made adding a todo slower than the work warranted.
struct PostgresTodoInsertStatement: PostgresPreparedStatement {
    typealias Row = Int
    static let name = "daybook_todo_insert"
    static let sql = """
        WITH placed AS (
            INSERT INTO todo (owner, id, title, completed, position, created_at, updated_at)
            VALUES ($7, $1, $2, $3, $4, $5, $6)
            RETURNING position, completed),
        counted AS (
            INSERT INTO todo_counts (owner, id, total, done, revision)
            SELECT $7, \(PostgresTodoRows.shard), 1, CASE WHEN completed THEN 1 ELSE 0 END, 1 FROM placed
            \(PostgresTodoRows.addToCounts) RETURNING 1)
        SELECT placed.position FROM placed, counted
        """
    static let bindingDataTypes: [PostgresDataType] = [.text, .text, .bool, .int8, .int8, .int8, .text]

    var record: TodoRecord
    /// Whose todo (``DataOwner/key``).
    var owner: String

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 7)
        bindings.append(record.id)
        bindings.append(record.title)
        bindings.append(record.completed)
        bindings.append(record.position)
        bindings.append(record.createdAt)
        bindings.append(record.updatedAt)
        bindings.append(owner)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Int {
        try row.decode(Int.self)
    }
}
