import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import GRDB
import Logging
import PostgresNIO
import Testing

@testable import DaybookInfrastructure

/// Every `ChangeFeed` the contract suite runs against, each with the stores that announce on it.
enum ChangeFeedKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory
    case sqlite
    /// A database of its own on the test PostgreSQL server, when there is one.
    case postgres

    static var allCases: [ChangeFeedKind] {
        [.inMemory, .sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : [])
    }

    /// The engines other processes can write to as well.
    static var shared: [ChangeFeedKind] { allCases.filter { $0 != .inMemory } }

    var testDescription: String { rawValue }

    /// A feed on a fresh, empty database, ready: a subscription made from now on is told of
    /// every change committed after it, and of nothing before.
    func make() async throws -> ChangeFeedUnderTest {
        switch self {
        case .inMemory:
            let feed = LocalChangeFeed()
            return ChangeFeedUnderTest(
                feed: feed, todos: DefaultTodoRepository(store: InMemoryTodoStore(changes: feed)),
                profiles: DefaultProfileRepository(store: InMemoryProfileStore(changes: feed)), other: nil,
                archive: nil, url: nil, rolledBackWrite: nil, subscriberCount: { feed.subscriberCount },
                shutDown: feed.finish,
                cleanUp: {})
        case .sqlite:
            let folder = TemporaryDirectory()
            let path = folder.path("changes.sqlite")
            let database = try SQLiteDatabase(path: path, logger: .quiet)
            // Another process's view of the file: a pool and a feed of its own. The first feed
            // hears of its writes only by looking.
            let other = try SQLiteDatabase(path: path, logger: .quiet)
            return ChangeFeedUnderTest(
                feed: database.changes, todos: DefaultTodoRepository(store: SQLiteTodoStore(database: database)),
                profiles: DefaultProfileRepository(store: SQLiteProfileStore(database: database)),
                other: Writers(
                    todos: DefaultTodoRepository(store: SQLiteTodoStore(database: other)),
                    profiles: DefaultProfileRepository(store: SQLiteProfileStore(database: other))),
                archive: SQLiteArchiveStore(database: database), url: nil,
                rolledBackWrite: {
                    _ = try? await database.write { db in
                        try db.execute(sql: "UPDATE todo_counts SET revision = revision + 1 WHERE id = 1")
                        throw RolledBack()
                    }
                },
                subscriberCount: { database.changes.subscriberCount }, shutDown: database.changes.shutDown,
                cleanUp: { withExtendedLifetime(other) { folder.remove() } })
        case .postgres:
            let (database, url, stop) = try await PostgresFixture.openWithURL()
            let (other, stopOther) = try await PostgresFixture.open(url: url)
            let feed = database.changes
            // The listener connects when someone first subscribes, and then announces every topic
            // (it cannot know what changed before it listened): this subscription takes that, and
            // keeps the listener up for the test.
            let keeper = feed.changes(to: .todos)
            guard await eventually(within: .seconds(FixtureServer.patience), { feed.isListening }) else {
                stop()
                stopOther()
                throw ListenerNeverStarted()
            }
            return ChangeFeedUnderTest(
                feed: feed, todos: DefaultTodoRepository(store: PostgresTodoStore(database: database)),
                profiles: DefaultProfileRepository(store: PostgresProfileStore(database: database)),
                other: Writers(
                    todos: DefaultTodoRepository(store: PostgresTodoStore(database: other)),
                    profiles: DefaultProfileRepository(store: PostgresProfileStore(database: other))),
                archive: PostgresArchiveStore(database: database), url: url,
                rolledBackWrite: {
                    try await PostgresTestServer.withConnection(to: url) { connection in
                        try await Self.run(connection, "BEGIN")
                        try await Self.run(connection, "UPDATE todo_counts SET revision = revision + 1 WHERE id = 1")
                        try await Self.run(connection, "SELECT pg_notify('daybook_changes', 'todos')")
                        try await Self.run(connection, "ROLLBACK")
                    }
                },
                subscriberCount: { feed.subscriberCount - 1 }, shutDown: stop,
                cleanUp: {
                    withExtendedLifetime(keeper) {}
                    stop()
                    stopOther()
                })
        }
    }

    static func run(_ connection: PostgresConnection, _ sql: String) async throws {
        for try await _ in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger) {}
    }

    static let logger = Logger(label: "daybook.tests.changes")

    struct RolledBack: Error {}
    struct ListenerNeverStarted: Error {}
}

/// Repositories over a database, as one process sees it.
struct Writers: Sendable {
    let todos: any TodoRepository
    let profiles: any ProfileRepository
}

/// One feed, this process's repositories that announce on it, and what else writes there.
struct ChangeFeedUnderTest: Sendable {
    let feed: any ChangeFeed
    let todos: any TodoRepository
    let profiles: any ProfileRepository
    /// The same database written by another connection and process (a second `SQLiteDatabase`
    /// on the file, a second `PostgreSQLDatabase`); `nil` in memory, which nothing else writes.
    let other: Writers?
    /// This process's bulk import and export; `nil` in memory.
    let archive: (any ArchiveStore)?
    /// The PostgreSQL database's URL, to look at it on a connection of the test's own.
    let url: String?
    /// Moves the todos' revision (and, on PostgreSQL, notifies) in a transaction that then rolls
    /// back; `nil` in memory.
    let rolledBackWrite: (@Sendable () async throws -> Void)?
    /// How many subscriptions the test has open.
    let subscriberCount: @Sendable () -> Int
    /// Ends the feed, as closing the database or stopping its service does.
    let shutDown: @Sendable () -> Void
    let cleanUp: @Sendable () -> Void

    /// A profile to save, different each time `seconds` is.
    static func profile(seconds: TimeInterval = 0) -> UserProfile {
        UserProfile(name: try! ProfileName("花子"), gender: .female, createdAt: TestDateSource.start + seconds)
    }
}
