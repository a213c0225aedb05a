import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import PostgresNIO
import Testing

@testable import DaybookPostgres

/// What the PostgreSQL feed does beyond the contract: notifications only on commit, catching up
/// after its connection was lost, and holding a connection only while someone subscribes.
@Suite("PostgresChangeFeed", .enabled(if: PostgresTestServer.isAvailable), .timeLimit(.minutes(5)))
struct PostgresChangeFeedTests {

    @Test func nothingIsAnnouncedBeforeCommitAndARollbackNeverIs() async throws {
        let engine = try await ChangeFeedKind.postgres.make()
        defer { engine.cleanUp() }
        let url = try #require(engine.url)
        let beforeCommit = engine.feed.changes(to: .todos)
        try await PostgresTestServer.withConnection(to: url) { connection in
            // What a todo store's write does, held open.
            try await ChangeFeedKind.run(connection, "BEGIN")
            try await ChangeFeedKind.run(connection, "UPDATE todo_counts SET revision = revision + 1 WHERE id = 1")
            try await ChangeFeedKind.run(connection, "SELECT pg_notify('daybook_changes', 'todos')")
            try await ChangeFeedContractTests.profileMarker(engine)
            #expect(await beforeCommit.pendingElements() == [], "announced before it committed")

            let afterRollback = engine.feed.changes(to: .todos)
            try await ChangeFeedKind.run(connection, "ROLLBACK")
            try await ChangeFeedContractTests.profileMarker(engine)
            #expect(await afterRollback.pendingElements() == [], "announced though it rolled back")

            let afterCommit = engine.feed.changes(to: .todos)
            try await ChangeFeedKind.run(connection, "BEGIN")
            try await ChangeFeedKind.run(connection, "UPDATE todo_counts SET revision = revision + 1 WHERE id = 1")
            try await ChangeFeedKind.run(connection, "SELECT pg_notify('daybook_changes', 'todos')")
            try await ChangeFeedKind.run(connection, "COMMIT")
            #expect(await afterCommit.next() == .todos)
        }
    }

    @Test func aListenerCutOffCatchesUpOnWhatWasWrittenMeanwhile() async throws {
        let (direct, url, stopDirect) = try await PostgresFixture.openWithURL()
        defer { stopDirect() }
        let server = try #require(URLComponents(string: url)?.port)
        let forwarder = try TCPForwarder(to: server)
        defer { forwarder.stop() }
        // This process reaches the server through the forwarder; "another process" directly.
        let (database, stop) = try await PostgresFixture.open(url: url, port: forwarder.port)
        defer { stop() }
        let feed = database.changes
        let todos = feed.changes(to: .todos)
        let profiles = feed.changes(to: .profile)
        #expect(await eventuallyPolled { feed.isListening })
        // The first connection announces every topic: it cannot know what came before it.
        #expect(await todos.next() == .todos)
        #expect(await profiles.next() == .profile)

        forwarder.cut()
        #expect(await eventuallyPolled { !feed.isListening })
        // Written while nothing of this process listens: no notification reaches it.
        _ = try await DefaultTodoRepository(store: PostgresTodoStore(database: direct)).insert(.numbered(1))
        forwarder.restore()
        #expect(await todos.next() == .todos)
        #expect(await eventuallyPolled { feed.isListening })
        #expect(feed.sessions == 2)
        // Only what moved: the profiles did not.
        let marker = feed.changes(to: .profile)
        try await DefaultProfileRepository(store: PostgresProfileStore(database: direct))
            .save(ChangeFeedUnderTest.profile(), for: .local)
        #expect(await marker.next() == .profile)
        #expect(await profiles.pendingElements() == [.profile], "the marker's save, and nothing before it")
    }

    @Test func aTerminatedListenerReconnectsAndAnnouncesWhatWasWritten() async throws {
        let engine = try await ChangeFeedKind.postgres.make()
        defer { engine.cleanUp() }
        let url = try #require(engine.url)
        let feed = try #require(engine.feed as? PostgresChangeFeed)
        let other = try #require(engine.other)
        let todos = feed.changes(to: .todos)
        let sessions = feed.sessions
        let terminated = try await PostgresTestServer.withConnection(to: url) { connection in
            var count = 0
            for try await ended in try await connection.query(
                """
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE application_name = \(PostgresChangeFeed.applicationName) AND datname = current_database()
                """, logger: ChangeFeedKind.logger
            ).decode(Bool.self) where ended {
                count += 1
            }
            return count
        }
        #expect(terminated == 1, "one listening connection")
        _ = try await other.todos.insert(.numbered(1))
        #expect(await todos.next() == .todos)
        #expect(await eventuallyPolled { feed.sessions == sessions + 1 && feed.isListening })
        _ = try await other.todos.insert(.numbered(2))
        #expect(await todos.next() == .todos)
    }

    @Test func itHoldsAConnectionOnlyWhileSomeoneSubscribes() async throws {
        let (database, url, stop) = try await PostgresFixture.openWithURL()
        defer { stop() }
        let feed = database.changes
        #expect(!feed.isListening)
        #expect(try await Self.listeners(url) == 0)
        let consumer = Task {
            for await _ in feed.changes(to: .todos) {}
        }
        #expect(await eventuallyPolled { feed.isListening })
        #expect(try await Self.listeners(url) == 1)
        consumer.cancel()
        await consumer.value
        #expect(await eventuallyPolled { !feed.isListening })
        var gone = false
        for _ in 0..<1200 where !gone {
            gone = try await Self.listeners(url) == 0
            if !gone { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(gone, "the listening connection was closed")
    }

    /// A write is notified after it commits: a writer that stopped in between told nobody. The
    /// feed's heartbeat reads the counters and announces what moved without a notification.
    @Test func aCommitThatNobodyNotifiedIsFoundByTheHeartbeat() async throws {
        let (_, url, stop) = try await PostgresFixture.openWithURL()
        defer { stop() }
        var location = try #require(PostgresLocation(url: url, poolSize: 1))
        location.operationTimeout = PostgresTestServer.operationTimeout
        let feed = PostgresChangeFeed(
            location: location, logger: .quiet, timing: .init(heartbeat: .milliseconds(200)))
        let running = Task { await feed.run() }
        defer { running.cancel() }
        let todos = feed.changes(to: .todos)
        #expect(await eventuallyPolled { feed.isListening })
        #expect(await todos.next() == .todos, "the first connection announces every topic")
        // Heartbeats read the counters as they are: nothing moved, nothing announced. (Looking at
        // what a subscription holds ends it: a new one follows the write.)
        let quiet = feed.changes(to: .todos)
        try await Task.sleep(for: .milliseconds(500))
        #expect(await quiet.pendingElements() == [], "nothing moved, nothing announced")
        // A write committed without a NOTIFY, as a writer that stopped before sending one.
        let later = feed.changes(to: .todos)
        try await PostgresTestServer.withConnection(to: url) { connection in
            try await ChangeFeedKind.run(connection, "UPDATE todo_counts SET revision = revision + 1 WHERE id = 1")
        }
        #expect(await later.next() == .todos)
        _ = todos
    }

    /// How many connections of the feed are open on the database at `url`.
    private static func listeners(_ url: String) async throws -> Int {
        try await PostgresTestServer.withConnection(to: url) { connection in
            var count = 0
            for try await value in try await connection.query(
                """
                SELECT count(*) FROM pg_stat_activity
                WHERE application_name = \(PostgresChangeFeed.applicationName) AND datname = current_database()
                """, logger: ChangeFeedKind.logger
            ).decode(Int.self) {
                count = value
            }
            return count
        }
    }
}
