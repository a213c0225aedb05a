import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookInfrastructure

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
            for try await (id, position) in try await connection.rows(PostgresTodoAppendStatement(records: records)) {
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

extension TodoRecord {
    fileprivate func with(position: Int) -> TodoRecord {
        var copy = self
        copy.position = position
        return copy
    }
}
