import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Logging
import PostgresNIO
import Testing

@testable import DaybookPostgres

/// Adds in one statement (``PostgresTodoAppendStatement``, ``PostgresTodoInsertStatement``):
/// each placed last after the last and after those before it, each a position of its own beside
/// other servers' adds, counted, and failing together; and ``GroupingTodoStore`` over this store,
/// as the root composes it, sending those that arrive together as one.
@Suite(
    "PostgreSQL: todos added together",
    .enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
struct PostgresTodoAddTests {
    private func record(_ title: String, completed: Bool = false, id: String = UUID().uuidString.lowercased())
        -> TodoRecord
    {
        TodoRecord(id: id, title: title, completed: completed, position: 0, createdAt: 1, updatedAt: 1)
    }

    private func last(_ record: TodoRecord) -> TodoInsertion { TodoInsertion(record: record, placeLast: true) }

    @Test func oneStatementPlacesEachAfterTheLastAndAfterThoseBeforeItAndCountsThemAll() async throws {
        let (database, stop) = try await PostgresFixture.open()
        defer { stop() }
        let store = PostgresTodoStore(database: database)
        _ = try await store.insert(record("there before", id: "a").with(position: 41), placeLast: false)
        let added = [record("one"), record("two", completed: true), record("three")]
        let stored = try await store.insert(contentsOf: added.map(last))
        #expect(stored.map(\.position) == [42, 43, 44])
        let slice = try await store.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 10)
        #expect(slice.records.map(\.title) == ["there before", "one", "two", "three"])
        #expect((slice.total, slice.done) == (4, 1))
        #expect(try await store.revision() == 4, "the revision moved once per todo")
    }

    @Test func aTodoPlacedLastGoesAfterThoseBeforeItInTheListWhereverTheyAre() async throws {
        let (database, stop) = try await PostgresFixture.open()
        defer { stop() }
        let store = PostgresTodoStore(database: database)
        _ = try await store.insert(record("there before").with(position: 41), placeLast: false)
        let stored = try await store.insert(contentsOf: [
            last(record("one")), TodoInsertion(record: record("at 60").with(position: 60), placeLast: false),
            last(record("two")), TodoInsertion(record: record("at 5").with(position: 5), placeLast: false),
            last(record("three")),
        ])
        // As one at a time would place them: after 41, at 60, after 60, at 5, after 61.
        #expect(stored.map(\.position) == [42, 60, 61, 5, 62])
        let next = try await store.insert(record("next"), placeLast: true)
        #expect(next.position == 63)
        let atOwnPositions = try await store.insert(contentsOf: [
            TodoInsertion(record: record("at 7").with(position: 7), placeLast: false),
            TodoInsertion(record: record("at 8").with(position: 8), placeLast: false),
        ])
        #expect(atOwnPositions.map(\.position) == [7, 8])
        #expect(try await store.revision() == 9)
    }

    @Test func addsOnTwoServersAtOnceEachGetAPositionOfTheirOwnAfterThoseBefore() async throws {
        let (first, url, stopFirst) = try await PostgresFixture.openWithURL(poolSize: 8)
        defer { stopFirst() }
        let (second, stopSecond) = try await PostgresFixture.open(url: url, poolSize: 8)
        defer { stopSecond() }
        let before = try await PostgresTodoStore(database: first).insert(record("before"), placeLast: true)
        let servers = [first, second].map {
            GroupingTodoStore(PostgresTodoStore(database: $0), patience: PostgresTestServer.operationTimeout)
        }
        // Grouped and not: each server groups its own, and one more add at a time beside them.
        let plain = [first, second].map { PostgresTodoStore(database: $0) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<400 {
                group.addTask { _ = try await servers[number % 2].insert(record("grouped \(number)"), placeLast: true) }
            }
            for number in 0..<40 {
                group.addTask { _ = try await plain[number % 2].insert(record("alone \(number)"), placeLast: true) }
            }
            try await group.waitForAll()
        }
        let stored = try await PostgresTodoStore(database: second).fetchAll()
        #expect(stored.count == 441)
        let positions = stored.map(\.position)
        #expect(Set(positions).count == 441, "every todo added has a position of its own")
        #expect(positions.dropFirst().allSatisfy { $0 > before.position })
    }

    @Test func atTheLargestOrderTheyAllTakeIt() async throws {
        let (database, stop) = try await PostgresFixture.open()
        defer { stop() }
        let store = PostgresTodoStore(database: database)
        _ = try await store.insert(record("second to last").with(position: TodoOrder.maximum - 1), placeLast: false)
        let stored = try await store.insert(contentsOf: [last(record("one")), last(record("two"))])
        #expect(stored.map(\.position) == [TodoOrder.maximum, TodoOrder.maximum])
    }

    @Test func manyAddsAtOnceAreEachAnsweredWithWhereTheyWereStored() async throws {
        let (database, stop) = try await PostgresFixture.open()
        defer { stop() }
        let store = GroupingTodoStore(
            PostgresTodoStore(database: database), patience: PostgresTestServer.operationTimeout)
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
        #expect(Set(positions.values) == Set(1...150), "each a position of its own")
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

extension PostgresTodoAddTests {
    /// Waits until `additions` has `inFlight` adds on their way and `waiting` waiting (or the
    /// suite's time limit ends the test).
    private func until(_ additions: GroupingTodoStore, inFlight: Int, waiting: Int) async throws {
        while additions.load != (inFlight, waiting) { try await Task.sleep(for: .milliseconds(1)) }
    }

    /// Every shard of the counts locked in a transaction left open on `blocker`: the adds on their
    /// way wait for it.
    private func lockEveryShard(_ blocker: PostgresConnection, logger: Logger) async throws {
        try await blocker.query("BEGIN", logger: logger)
        _ = try await blocker.query("SELECT id FROM todo_counts FOR UPDATE", logger: logger).collect()
    }

    /// Adds "first", then "second", each sent on its own, then "third", which waits for its turn.
    private func twoOnTheirWayAndOneWaiting(_ additions: GroupingTodoStore) async throws -> (
        Task<Int, any Error>, Task<Int, any Error>, Task<Int, any Error>
    ) {
        let first = Task { try await additions.insert(record("first"), placeLast: true).position }
        try await until(additions, inFlight: 1, waiting: 0)
        let second = Task { try await additions.insert(record("second"), placeLast: true).position }
        try await until(additions, inFlight: 2, waiting: 0)
        let third = Task { try await additions.insert(record("third"), placeLast: true).position }
        try await until(additions, inFlight: 2, waiting: 1)
        return (first, second, third)
    }

    @Test func anAddWhoseCallerGivesUpWhileItWaitsIsAnsweredAtOnceAndNotMade() async throws {
        let (database, url, stop) = try await PostgresFixture.openWithURL()
        defer { stop() }
        let additions = GroupingTodoStore(
            PostgresTodoStore(database: database), patience: PostgresTestServer.operationTimeout)
        let logger = Logger(label: "test")
        try await PostgresTestServer.withConnection(to: url) { blocker in
            try await lockEveryShard(blocker, logger: logger)
            let (first, second, third) = try await twoOnTheirWayAndOneWaiting(additions)
            third.cancel()
            let answer = await third.result
            #expect(throws: AppError.cancelled) { try answer.get() }
            #expect(additions.load == (2, 0))
            try await blocker.query("COMMIT", logger: logger)
            // Both after the empty list, each at a position of its own.
            #expect(try await Set([first.value, second.value]) == [1, 2])
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
        let additions = GroupingTodoStore(PostgresTodoStore(database: database), patience: .seconds(10))
        async let warm: [TodoRecord] = PostgresTodoStore(database: database).fetchAll()
        _ = try await (PostgresTodoStore(database: database).fetchAll(), warm)
        let logger = Logger(label: "test")
        try await PostgresTestServer.withConnection(to: url) { blocker in
            try await lockEveryShard(blocker, logger: logger)
            let (first, second, third) = try await twoOnTheirWayAndOneWaiting(additions)
            // Held past its patience behind the two on their way, then they end.
            try await Task.sleep(for: .milliseconds(10_200))
            try await blocker.query("COMMIT", logger: logger)
            // Both after the empty list, each at a position of its own.
            #expect(try await Set([first.value, second.value]) == [1, 2])
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
