import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Logging
import PostgresNIO
import Testing

@testable import DaybookPostgres

/// Adds placed last, sent together (``PostgresTodoAdditions``, ``PostgresTodoAppendStatement``):
/// each after the last and after those before it, counted, and failing together.
@Suite(
    "PostgreSQL: todos added together",
    .enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
struct PostgresTodoAdditionsTests {
    private func record(_ title: String, completed: Bool = false, id: String = UUID().uuidString.lowercased())
        -> TodoRecord
    {
        TodoRecord(id: id, title: title, completed: completed, position: 0, createdAt: 1, updatedAt: 1)
    }

    /// The statement's positions, by id, for `records` sent as one.
    private func append(_ records: [TodoRecord], to database: PostgreSQLDatabase) async throws -> [String: Int] {
        try await database.perform("test") { connection in
            var positions: [String: Int] = [:]
            for try await (id, position) in try await connection.rows(
                PostgresTodoAppendStatement(records: records, owner: ""))
            {
                positions[id] = position
            }
            return positions
        }
    }

    @Test func oneStatementPlacesEachAfterTheLastAndAfterThoseBeforeItAndCountsThemAll() async throws {
        let (database, stop) = try await PostgresFixture.open()
        defer { stop() }
        let store = PostgresTodoStore(database: database)
        _ = try await store.insert(record("there before", id: "a").with(position: 41), placeLast: false)
        let added = [record("one"), record("two", completed: true), record("three")]
        let positions = try await append(added, to: database)
        #expect(added.map { positions[$0.id] } == [42, 43, 44])
        let slice = try await store.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 10)
        #expect(slice.records.map(\.title) == ["there before", "one", "two", "three"])
        #expect((slice.total, slice.done) == (4, 1))
        #expect(try await store.revision() == 4, "the revision moved once per todo")
    }

    @Test func atTheLargestOrderTheyAllTakeIt() async throws {
        let (database, stop) = try await PostgresFixture.open()
        defer { stop() }
        let store = PostgresTodoStore(database: database)
        _ = try await store.insert(record("second to last").with(position: TodoOrder.maximum - 1), placeLast: false)
        let added = [record("one"), record("two")]
        let positions = try await append(added, to: database)
        #expect(added.map { positions[$0.id] } == [TodoOrder.maximum, TodoOrder.maximum])
    }

    @Test func manyAddsAtOnceAreEachAnsweredWithWhereTheyWereStored() async throws {
        let (database, stop) = try await PostgresFixture.open()
        defer { stop() }
        let store = PostgresTodoStore(database: database)
        let answered = try await withThrowingTaskGroup(of: TodoRecord.self) { group in
            for number in 0..<150 {
                group.addTask {
                    try await store.insert(record("todo \(number)", completed: number % 5 == 0), placeLast: true)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let stored = try await store.fetchAll()
        #expect(stored.count == 150)
        let positions = Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0.position) })
        #expect(answered.allSatisfy { positions[$0.id] == $0.position })
        let slice = try await store.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect((slice.total, slice.done) == (150, 30))
        #expect(try await store.revision() == 150)
    }

    @Test func anAddThatFailsStoresNothingAndTheNextOneIsAdded() async throws {
        let (database, stop) = try await PostgresFixture.open()
        defer { stop() }
        let store = PostgresTodoStore(database: database)
        _ = try await store.insert(record("first", id: "taken"), placeLast: true)
        await #expect(throws: AppError.self) {
            try await store.insert(record("same id", id: "taken"), placeLast: true)
        }
        let next = try await store.insert(record("next"), placeLast: true)
        #expect(try await store.fetchAll().map(\.title) == ["first", "next"])
        #expect(next.position == 2)
        #expect(try await store.revision() == 2, "the failed add moved nothing")
    }
}

extension PostgresTodoAdditionsTests {
    /// Waits until `additions` has `inFlight` adds on their way and `waiting` waiting (or the
    /// suite's time limit ends the test).
    private func until(_ additions: PostgresTodoAdditions, inFlight: Int, waiting: Int) async throws {
        while additions.load != (inFlight, waiting) { try await Task.sleep(for: .milliseconds(1)) }
    }

    /// Every shard of the counts locked in a transaction left open on `blocker`: the adds on their
    /// way wait for it.
    private func lockEveryShard(_ blocker: PostgresConnection, logger: Logger) async throws {
        try await blocker.query("BEGIN", logger: logger)
        _ = try await blocker.query("SELECT id FROM todo_counts FOR UPDATE", logger: logger).collect()
    }

    /// Adds "first", then "second", each sent on its own, then "third", which waits for its turn.
    private func twoOnTheirWayAndOneWaiting(_ additions: PostgresTodoAdditions) async throws -> (
        Task<Int, any Error>, Task<Int, any Error>, Task<Int, any Error>
    ) {
        let first = Task { try await additions.add(record("first"), owner: "") }
        try await until(additions, inFlight: 1, waiting: 0)
        let second = Task { try await additions.add(record("second"), owner: "") }
        try await until(additions, inFlight: 2, waiting: 0)
        let third = Task { try await additions.add(record("third"), owner: "") }
        try await until(additions, inFlight: 2, waiting: 1)
        return (first, second, third)
    }

    @Test func anAddWhoseCallerGivesUpWhileItWaitsIsAnsweredAtOnceAndNotMade() async throws {
        let (database, url, stop) = try await PostgresFixture.openWithURL()
        defer { stop() }
        let additions = PostgresTodoAdditions(database: database)
        let logger = Logger(label: "test")
        try await PostgresTestServer.withConnection(to: url) { blocker in
            try await lockEveryShard(blocker, logger: logger)
            let (first, second, third) = try await twoOnTheirWayAndOneWaiting(additions)
            third.cancel()
            let answer = await third.result
            #expect(throws: AppError.cancelled) { try answer.get() }
            #expect(additions.load == (2, 0))
            try await blocker.query("COMMIT", logger: logger)
            // Both after the empty list; sent at the same moment, they may share a position.
            #expect(try await [first.value, second.value].allSatisfy { $0 >= 1 && $0 <= 2 })
        }
        let titles = try await PostgresTodoStore(database: database).fetchAll().map(\.title)
        #expect(Set(titles) == ["first", "second"])
    }

    @Test func anAddThatWaitedTheWholeTimeoutForItsTurnIsAnsweredUnreachableAndNotMade() async throws {
        let (database, url, stop) = try await PostgresFixture.openWithURL()
        defer { stop() }
        // The patience bounds the two sent first too, from their call to their lease: long enough
        // for a machine running every suite at once to start their tasks (2 s was not: one
        // expired before it was sent, and the test waited for it until the lock timed out), and
        // the pool has its connections open before anything waits.
        let additions = PostgresTodoAdditions(database: database, patience: .seconds(10))
        async let warm: [TodoRecord] = PostgresTodoStore(database: database).fetchAll()
        _ = try await (PostgresTodoStore(database: database).fetchAll(), warm)
        let logger = Logger(label: "test")
        try await PostgresTestServer.withConnection(to: url) { blocker in
            try await lockEveryShard(blocker, logger: logger)
            let (first, second, third) = try await twoOnTheirWayAndOneWaiting(additions)
            // Held past its patience behind the two on their way, then they end.
            try await Task.sleep(for: .milliseconds(10_200))
            try await blocker.query("COMMIT", logger: logger)
            // Both after the empty list; sent at the same moment, they may share a position.
            #expect(try await [first.value, second.value].allSatisfy { $0 >= 1 && $0 <= 2 })
            let answer = await third.result
            #expect(throws: database.unreachable) { try answer.get() }
        }
        let titles = try await PostgresTodoStore(database: database).fetchAll().map(\.title)
        #expect(Set(titles) == ["first", "second"])
    }
}

extension TodoRecord {
    fileprivate func with(position: Int) -> TodoRecord {
        var copy = self
        copy.position = position
        return copy
    }
}
