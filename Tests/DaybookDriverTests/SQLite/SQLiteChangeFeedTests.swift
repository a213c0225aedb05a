import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import GRDB
import Testing

@testable import DaybookSQLite

/// What the SQLite feed does beyond the contract: how it looks for other processes' commits,
/// and when it stops looking.
@Suite("SQLiteChangeFeed", .timeLimit(.minutes(5)))
struct SQLiteChangeFeedTests {
    @Test func nothingIsAnnouncedBeforeCommit() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("changes.sqlite")
        let database = try SQLiteDatabase(path: path, logger: .quiet)
        let feed = database.changes
        // Another program's connection, which holds its transaction open across calls.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let writer = try DatabaseQueue(path: path, configuration: configuration)
        let early = feed.changes(to: .todos)
        try await writer.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE; UPDATE todo_counts SET revision = revision + 1 WHERE owner = ''")
        }
        // Two whole looks with the write pending: it was there to be seen, and was not.
        let looks = feed.looks
        #expect(await eventuallyPolled { feed.looks >= looks + 2 })
        #expect(await early.pendingElements() == [])
        let late = feed.changes(to: .todos)
        try await writer.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
        #expect(await late.next() == .todos)
        try writer.close()
    }

    @Test func writesOfThisProcessAreAnnouncedWithoutWaitingForTheNextLook() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        // No look would come in the test's time: only the write itself can make the feed look.
        let database = try SQLiteDatabase(
            path: folder.path("changes.sqlite"), logger: .quiet, changePollInterval: .seconds(3600))
        let repository = DefaultTodoRepository(store: SQLiteTodoStore(database: database))
        let todos = database.changes.changes(to: .todos)
        _ = try await repository.insert(.numbered(1))
        #expect(await todos.next() == .todos)
        _ = try await repository.insert(.numbered(2))
        #expect(await todos.next() == .todos)
    }

    /// A server listens for account changes all its life; a todo added while nobody watches
    /// todos does not make the feed look (it did after every add, a tenth of the add's rate),
    /// while a change of the accounts still does at once.
    @Test func aTodoNobodyWatchesDoesNotMakeTheFeedLook() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let database = try SQLiteDatabase(
            path: folder.path("changes.sqlite"), logger: .quiet, changePollInterval: .seconds(3600))
        let feed = database.changes
        let accounts = feed.changes(to: .accounts)
        #expect(await eventuallyPolled { feed.looks >= 1 }, "the first look")
        let looks = feed.looks
        let repository = DefaultTodoRepository(store: SQLiteTodoStore(database: database))
        _ = try await repository.insert(.numbered(1))
        _ = try await repository.insert(.numbered(2))
        // A look, had one been asked for, takes a few milliseconds; none comes.
        try await Task.sleep(for: .milliseconds(300))
        #expect(feed.looks == looks)
        let store = SQLiteAccountStore(database: database)
        #expect(
            try await store.insert(
                AccountRecord(
                    id: "a", name: "Hanako", nameKey: "hanako", passwordHash: "-", createdAt: 0, generation: 0)))
        #expect(await accounts.next() == .accounts)
    }

    @Test func writesThatChangeNeitherTopicAnnounceNothing() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.path("changes.sqlite"), logger: .quiet)
        let todos = database.changes.changes(to: .todos)
        let profiles = database.changes.changes(to: .profile)
        // The cache moves the file's version but neither counter.
        let cache = SQLiteCacheStore(database: database)
        try await cache.save(CacheEntry(payload: Data("{}".utf8), fetchedAt: 1), for: "weather:tokyo")
        // Two whole looks since: the second began after the write had committed.
        let looks = database.changes.looks
        #expect(await eventuallyPolled { database.changes.looks >= looks + 2 })
        #expect(await todos.pendingElements() == [])
        #expect(await profiles.pendingElements() == [])
    }

    @Test func itLooksOnlyWhileSomeoneSubscribes() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.path("changes.sqlite"), logger: .quiet)
        let feed = database.changes
        #expect(!feed.isPolling)
        let consumers = (0..<2).map { _ in
            Task {
                for await _ in feed.changes(to: .todos) {}
            }
        }
        #expect(await eventuallyPolled { feed.subscriberCount == 2 })
        #expect(feed.isPolling)
        consumers[0].cancel()
        await consumers[0].value
        #expect(feed.isPolling, "one subscriber is left")
        consumers[1].cancel()
        await consumers[1].value
        #expect(!feed.isPolling)
        // And again, once someone subscribes.
        let todos = feed.changes(to: .todos)
        #expect(feed.isPolling)
        _ = try await DefaultTodoRepository(store: SQLiteTodoStore(database: database)).insert(.numbered(1))
        #expect(await todos.next() == .todos)
    }

    @Test func closingTheDatabaseEndsEverySubscriptionAndStopsLooking() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        var database: SQLiteDatabase? = try SQLiteDatabase(path: folder.path("changes.sqlite"), logger: .quiet)
        let todos = try #require(database).changes.changes(to: .todos)
        let ended = Task {
            for await _ in todos {}
            return true
        }
        database = nil
        #expect(await ended.value)
    }
}
