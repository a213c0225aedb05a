import DaybookData
import DaybookDomain
import PostgresNIO

/// One owner's todos added in one statement committed on its own, some of them (at least one)
/// placed last: the todos, the counts of this connection's shard and the revision moved by as
/// many as were added. A row is one todo's id and its position stored. (The change feeds are told
/// once it committed: see ``PostgresChangeNotifier``.)
///
/// **Each todo placed last gets a position of its own**, after every todo committed before the
/// statement began and after every other add placed last, on any connection of any server. The
/// statement's snapshot alone cannot promise that: two statements begun at the same moment read
/// the same last position. So each also moves the owner's row of `todo_tail` (schema v11), which
/// holds the position after the last add's: the upsert waits for the row's lock and then reads
/// its newest version, not the snapshot's, and begins after the larger of the two. The lock is
/// held to the commit: adds of one owner's are written one statement after the other, which
/// ``GroupingTodoStore`` makes few by sending the adds that arrive together as one.
///
/// Positions are worked out as ``TodoOrder/after(_:)`` applied in the list's order: a todo placed
/// last goes after the start and after each todo before it in the list. ``Plan`` works out in
/// Swift what does not depend on the start, so the statement only adds it.
struct PostgresTodoAppendStatement: PostgresPreparedStatement {
    typealias Row = (String, Int)
    static let name = "daybook_todo_append"
    static let sql = """
        WITH added AS (
            SELECT * FROM unnest($1::text[], $2::text[], $3::bool[], $4::int8[], $5::int8[], $6::int8[], $7::bool[],
                $8::int8[])
            WITH ORDINALITY AS added(id, title, completed, created_at, updated_at, position, place_last, at_least, n)),
        tail AS (
            INSERT INTO todo_tail AS t (owner, start, last)
            SELECT $9, stored.last, LEAST($10 + GREATEST(stored.last, $11), \(TodoOrder.maximum))
            FROM (SELECT COALESCE(MAX(position), 0) AS last FROM todo WHERE owner = $9) AS stored
            ON CONFLICT (owner) DO UPDATE SET start = GREATEST(t.last, excluded.start),
                last = LEAST($10 + GREATEST(t.last, excluded.start, $11), \(TodoOrder.maximum))
            RETURNING start),
        placed AS (
            INSERT INTO todo (owner, id, title, completed, position, created_at, updated_at)
            SELECT $9, id, title, completed,
                CASE WHEN place_last THEN LEAST(position + GREATEST(tail.start, at_least), \(TodoOrder.maximum))
                ELSE position END,
                created_at, updated_at
            FROM added, tail ORDER BY n
            RETURNING id, position, completed),
        counted AS (
            INSERT INTO todo_counts (owner, id, total, done, revision)
            SELECT $9, \(PostgresTodoRows.shard), count(*), count(*) FILTER (WHERE completed), count(*) FROM placed
            \(PostgresTodoRows.addToCounts) RETURNING 1)
        SELECT placed.id, placed.position FROM placed, counted
        """
    static let bindingDataTypes: [PostgresDataType] = [
        .textArray, .textArray, .boolArray, .int8Array, .int8Array, .int8Array, .boolArray, .int8Array, .text,
        .int8, .int8,
    ]

    /// In the order they are placed.
    var insertions: [TodoInsertion]
    /// Whose todos (``DataOwner/key``): one owner's in a statement.
    var owner: String

    func makeBindings() -> PostgresBindings {
        let plan = Plan(insertions)
        var bindings = PostgresBindings(capacity: 11)
        bindings.appendRecords(insertions.map(\.record))
        bindings.append(plan.positions)
        bindings.append(insertions.map(\.placeLast))
        bindings.append(plan.floors)
        bindings.append(owner)
        bindings.append(plan.placedLast)
        bindings.append(plan.finalFloor)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> (String, Int) {
        try row.decode((String, Int).self)
    }

    /// What the positions are, less the start: placing last in order keeps the largest position
    /// so far and goes one past it, so the k-th todo placed last, with `k` counted from the list's
    /// first, is at `k + max(start, floor)`, where `floor` is the largest of `p - j` over the todos
    /// at a position `p` of their own before it (`j` of those placed last came before each). The
    /// owner's next start is `placedLast + max(start, finalFloor)`, over the whole list.
    struct Plan {
        /// Nothing before it had a position of its own: the start decides.
        static let none = Int.min / 4

        /// `k` for a todo placed last, its own position for the others.
        var positions: [Int] = []
        var floors: [Int] = []
        var placedLast = 0
        var finalFloor = Plan.none

        init(_ insertions: [TodoInsertion]) {
            for insertion in insertions {
                if insertion.placeLast {
                    placedLast += 1
                    positions.append(placedLast)
                } else {
                    positions.append(insertion.record.position)
                    finalFloor = max(finalFloor, insertion.record.position - placedLast)
                }
                floors.append(finalFloor)
            }
        }
    }
}
