import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import GRDB
import Logging
import PostgresNIO
import Testing

@testable import DaybookPostgres
@testable import DaybookSQLite

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
    ///
    /// `cuttable`: the feed can be cut off from the database (``ChangeFeedUnderTest/cutOff``);
    /// on PostgreSQL this process then reaches the server through a `TCPForwarder`.
    func make(cuttable: Bool = false) async throws -> ChangeFeedUnderTest {
        switch self {
        case .inMemory:
            let feed = LocalChangeFeed()
            return ChangeFeedUnderTest(
                feed: feed, todos: DefaultTodoRepository(store: InMemoryTodoStore(changes: feed)),
                profiles: DefaultProfileRepository(store: InMemoryProfileStore(changes: feed)), other: nil,
                archive: nil, url: nil, rolledBackWrite: nil, cutOff: nil, subscriberCount: { feed.subscriberCount },
                shutDown: feed.finish,
                cleanUp: {})
        case .sqlite:
            let folder = TemporaryDirectory()
            let path = folder.path("changes.sqlite")
            let logs = CapturedLogs()
            let database = try SQLiteDatabase(path: path, logger: logs.logger("daybook.tests.changes"))
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
                        try db.execute(sql: "UPDATE todo_counts SET revision = revision + 1 WHERE owner = ''")
                        throw RolledBack()
                    }
                },
                cutOff: CutOff(
                    // Another program takes a table the feed reads away (as a hand-made migration
                    // might), so the feed's next look fails: the feed says so in its log, closes
                    // its connection, and tries again on a new one at each look. Todos can still
                    // be written: the table holds the profiles' counter.
                    begin: {
                        try await Self.execute("ALTER TABLE profile_revision RENAME TO profile_revision_away", on: path)
                        guard await logs.arrival(of: "the change feed cannot read the database") else {
                            throw FeedNeverFailed()
                        }
                    },
                    end: {
                        try await Self.execute("ALTER TABLE profile_revision_away RENAME TO profile_revision", on: path)
                    }),
                subscriberCount: { database.changes.subscriberCount }, shutDown: database.changes.shutDown,
                cleanUp: { withExtendedLifetime(other) { folder.remove() } })
        case .postgres:
            let url = try await PostgresTestServer.freshDatabase()
            // This process reaches the server through a forwarder the test can cut; "another
            // process" directly.
            let server = try #require(URLComponents(string: url)?.port)
            let forwarder: TCPForwarder? = cuttable ? try TCPForwarder(to: server) : nil
            let (database, stop) = try await PostgresFixture.open(url: url, port: forwarder?.port)
            let (other, stopOther) = try await PostgresFixture.open(url: url)
            let feed = database.changes
            // The listener connects when someone first subscribes, and then announces every topic
            // (it cannot know what changed before it listened): this subscription takes that, and
            // keeps the listener up for the test.
            let keeper = feed.changes(to: .todos)
            guard await eventuallyPolled({ feed.isListening }) else {
                stop()
                stopOther()
                forwarder?.stop()
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
                cutOff: forwarder.map { forwarder in
                    CutOff(
                        // The network between this process and the server goes away: the
                        // listening connection is closed, and reconnecting fails until it is back.
                        begin: {
                            forwarder.cut()
                            guard await eventuallyPolled({ !feed.isListening })
                            else { throw FeedNeverFailed() }
                        },
                        end: { forwarder.restore() })
                },
                subscriberCount: { feed.subscriberCount - 1 }, shutDown: stop,
                cleanUp: {
                    withExtendedLifetime(keeper) {}
                    stop()
                    stopOther()
                    forwarder?.stop()
                })
        }
    }

    /// Runs `sql` on a connection of its own to the SQLite file at `path`, as another program would.
    static func execute(_ sql: String, on path: String) async throws {
        let connection = try DatabaseQueue(path: path)
        try await connection.write { db in try db.execute(sql: sql) }
        try connection.close()
    }

    static func run(_ connection: PostgresConnection, _ sql: String) async throws {
        for try await _ in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger) {}
    }

    static let logger = Logger(label: "daybook.tests.changes")

    struct RolledBack: Error {}
    struct ListenerNeverStarted: Error {}
    struct FeedNeverFailed: Error {}
}

/// How a test cuts a feed off its database, and lets it reconnect.
struct CutOff: Sendable {
    /// Cuts the feed off; returns once the feed has lost its connection (its read failed, its
    /// listener closed).
    let begin: @Sendable () async throws -> Void
    /// Lets it reconnect.
    let end: @Sendable () async throws -> Void
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
    /// Cuts the feed off the database for a while, by a cause outside the feed; `nil` in memory
    /// (where the stores tell the feed themselves, with no connection between them) and on a
    /// PostgreSQL engine not made `cuttable`.
    let cutOff: CutOff?
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
