import DaybookData
import PostgresNIO

/// A page of an owner's list with their counts and the revision (summed over `todo_counts`' shards), as
/// one prepared statement: all of them come from one snapshot in one round trip, and the server
/// plans it once per connection (planning this join costs more than running it on a short list). `completed` and `limit` may
/// be null: every todo, and no limit. A row is the counts and a todo, or the counts alone for an
/// empty page.
struct PostgresTodoPageStatement: PostgresPreparedStatement {
    typealias Row = (total: Int, done: Int, revision: Int64, record: TodoRecord?)
    static let name = "daybook_todo_page"
    static let sql = """
        SELECT c.total, c.done, c.revision, t.id, t.title, t.completed, t.position, t.created_at, t.updated_at
        FROM (
            SELECT COALESCE(SUM(total), 0)::bigint AS total, COALESCE(SUM(done), 0)::bigint AS done,
            COALESCE(SUM(revision), 0)::bigint AS revision FROM todo_counts WHERE owner = $4
        ) c LEFT JOIN LATERAL (
            SELECT id, title, completed, position, created_at, updated_at FROM todo
            WHERE owner = $4 AND ($1::boolean IS NULL OR completed = $1)
            ORDER BY position, created_at, id LIMIT $2 OFFSET $3
        ) t ON TRUE
        """
    static let bindingDataTypes: [PostgresDataType] = [.bool, .int8, .int8, .text]

    var completed: Bool?
    var limit: Int?
    var offset: Int
    /// Whose list (``DataOwner/key``).
    var owner: String

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 4)
        bindings.append(completed)
        bindings.append(limit)
        bindings.append(offset)
        bindings.append(owner)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        let (total, done, revision, id, title, completed, position, createdAt, updatedAt) = try row.decode(
            (Int, Int, Int64, String?, String?, Bool?, Int?, Int64?, Int64?).self)
        guard let id, let title, let completed, let position, let createdAt, let updatedAt else {
            return (total, done, revision, nil)
        }
        return (
            total, done, revision,
            TodoRecord(
                id: id, title: title, completed: completed, position: position, createdAt: createdAt,
                updatedAt: updatedAt)
        )
    }
}
