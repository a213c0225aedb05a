import DaybookData
import DaybookDomain
import PostgresNIO

/// One todo added at the position it names, in one statement committed on its own: the todo, the
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
            INSERT INTO todo (id, title, completed, position, created_at, updated_at)
            VALUES ($1, $2, $3, $4, $5, $6)
            RETURNING position, completed),
        counted AS (
            UPDATE todo_counts SET total = total + 1, done = done + (SELECT CASE WHEN completed THEN 1 ELSE 0 END FROM placed),
            revision = revision + 1 WHERE id = \(PostgresTodoRows.shard) RETURNING 1)
        SELECT placed.position FROM placed, counted
        """
    static let bindingDataTypes: [PostgresDataType] = [.text, .text, .bool, .int8, .int8, .int8]

    var record: TodoRecord

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 6)
        bindings.append(record.id)
        bindings.append(record.title)
        bindings.append(record.completed)
        bindings.append(record.position)
        bindings.append(record.createdAt)
        bindings.append(record.updatedAt)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Int {
        try row.decode(Int.self)
    }
}
