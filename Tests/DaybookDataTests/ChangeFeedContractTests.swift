import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

/// The behaviour every `ChangeFeed` must have (see its documentation), once per engine: in
/// memory, SQLite and PostgreSQL.
///
/// Nothing here waits for a guessed time. A change that must be announced is waited for with a
/// bounded deadline; one that must not be is checked after a marker announced after it in the
/// same order (a profile saved later: each engine announces in commit order), by looking at what
/// the subscription holds without waiting (`pendingElements()`).
@Suite("ChangeFeed contract", .timeLimit(.minutes(5)))
struct ChangeFeedContractTests {
    @Test(arguments: ChangeFeedKind.allCases)
    func aWriteOfThisProcessIsAnnounced(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let todos = engine.feed.changes(to: .todos)
        let profiles = engine.feed.changes(to: .profile)
        _ = try await engine.todos.insert(.numbered(1))
        #expect(await todos.next() == .todos)
        try await engine.profiles.save(ChangeFeedUnderTest.profile(), for: .local)
        #expect(await profiles.next() == .profile)
    }

    @Test(arguments: ChangeFeedKind.shared)
    func aWriteOfAnotherProcessIsAnnounced(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let other = try #require(engine.other)
        let todos = engine.feed.changes(to: .todos)
        let profiles = engine.feed.changes(to: .profile)
        _ = try await other.todos.insert(.numbered(1))
        #expect(await todos.next() == .todos)
        try await other.profiles.save(ChangeFeedUnderTest.profile(), for: .local)
        #expect(await profiles.next() == .profile)
        // And again: the feed keeps listening after announcing.
        try await other.todos.delete(id: TodoID(SequentialIdentifierSource.uuid(1)))
        #expect(await todos.next() == .todos)
    }

    @Test(arguments: ChangeFeedKind.allCases)
    func aFeedCutOffAnnouncesWhatWasWrittenMeanwhileOnceItReconnects(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make(cuttable: true)
        defer { engine.cleanUp() }
        guard let cutOff = engine.cutOff, let other = engine.other else {
            try Test.cancel(
                Comment(
                    rawValue: "in memory the stores tell the feed of each write themselves: there is no connection to "
                        + "lose or to reconnect, and no other process writes"))
        }
        let todos = engine.feed.changes(to: .todos)
        try await cutOff.begin()
        // Written while the feed cannot look or listen: nothing can tell it now.
        _ = try await other.todos.insert(.numbered(1))
        try await cutOff.end()
        #expect(await todos.next() == .todos, "what was written while cut off, announced once reconnected")
        // And it goes on as before.
        _ = try await other.todos.insert(.numbered(2))
        #expect(await todos.next() == .todos)
    }

    @Test(arguments: ChangeFeedKind.allCases)
    func aProfileWriteAnnouncesTheProfileAndNotTheTodos(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let todos = engine.feed.changes(to: .todos)
        let profiles = engine.feed.changes(to: .profile)
        try await engine.profiles.save(ChangeFeedUnderTest.profile(), for: .local)
        #expect(await profiles.next() == .profile)
        try await Self.profileMarker(engine)
        #expect(await todos.pendingElements() == [])
    }

    @Test(arguments: ChangeFeedKind.allCases)
    func aTodoWriteAnnouncesTheTodosAndNotTheProfile(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let todos = engine.feed.changes(to: .todos)
        let profiles = engine.feed.changes(to: .profile)
        _ = try await engine.todos.insert(.numbered(1))
        #expect(await todos.next() == .todos)
        // The marker: a later todo, announced after whatever the first one caused.
        let marker = engine.feed.changes(to: .todos)
        _ = try await engine.todos.insert(.numbered(2))
        #expect(await marker.next() == .todos)
        #expect(await profiles.pendingElements() == [])
    }

    /// Each kind of todo write, committed, is announced once: the announcement is taken, and by
    /// the time a later write is announced nothing more came of it.
    @Test(arguments: ChangeFeedKind.allCases)
    func eachTodoWriteIsAnnouncedOnce(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let (first, second) = (TodoID(SequentialIdentifierSource.uuid(1)), TodoID(SequentialIdentifierSource.uuid(2)))
        let writes: [(String, () async throws -> Void)] = [
            ("an insert", { _ = try await engine.todos.insert(.numbered(1)) }),
            ("a batch", { _ = try await engine.todos.insert(contentsOf: [.numbered(2), .numbered(3)]) }),
            (
                "a change",
                { _ = try await engine.todos.update(id: first) { $0.setCompleted(true, at: TestDateSource.start) } }
            ),
            ("completed cleared", { _ = try await engine.todos.deleteCompleted() }),
            ("a deletion", { try await engine.todos.delete(id: second) }),
            ("everything deleted", { _ = try await engine.todos.deleteAll() }),
        ]
        for (number, (name, write)) in writes.enumerated() {
            // A subscription per write: looking at what one holds ends it.
            let todos = engine.feed.changes(to: .todos)
            try await write()
            #expect(await todos.next() == .todos, "\(name) was not announced")
            try await Self.profileMarker(engine, seconds: TimeInterval(number + 2))
            #expect(await todos.pendingElements() == [], "\(name) was announced more than once")
        }
    }

    @Test(arguments: ChangeFeedKind.allCases)
    func aRefusedWriteAnnouncesNothing(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let todos = engine.feed.changes(to: .todos)
        _ = try await engine.todos.insert(.numbered(1))
        #expect(await todos.next() == .todos)
        // The same id again: refused, nothing written.
        await #expect(throws: AppError.self) { _ = try await engine.todos.insert(.numbered(1)) }
        try await Self.profileMarker(engine)
        #expect(await todos.pendingElements() == [])
    }

    @Test(arguments: ChangeFeedKind.shared)
    func aRolledBackTransactionAnnouncesNothing(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let todos = engine.feed.changes(to: .todos)
        let rolledBackWrite = try #require(engine.rolledBackWrite)
        try await rolledBackWrite()
        try await Self.profileMarker(engine)
        #expect(await todos.pendingElements() == [])
    }

    @Test(arguments: ChangeFeedKind.shared)
    func anImportAnnouncesTheTopicsItWrote(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let archive = try #require(engine.archive)
        let todos = engine.feed.changes(to: .todos)
        let profiles = engine.feed.changes(to: .profile)
        let todo = TodoRecord(
            id: SequentialIdentifierSource.uuid(1).uuidString.lowercased(), title: "imported", completed: false,
            position: 1, createdAt: 0, updatedAt: 0)
        _ = try await archive.restore(from: Records([.todo(todo)]), mode: .intoEmpty)
        #expect(await todos.next() == .todos)
        let profile = ProfileRecord(userID: "local", name: "花子", gender: "female", createdAt: 0)
        _ = try await archive.restore(from: Records([.profile(profile)]), mode: .merge)
        #expect(await profiles.next() == .profile)
    }

    @Test(arguments: ChangeFeedKind.allCases)
    func aBurstOfWritesCostsASlowSubscriberOneElement(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        // Never read during the burst: what it holds afterwards is all the burst cost it.
        let slow = engine.feed.changes(to: .todos)
        // Reads the revision whenever told, as a screen reads its list.
        let lastSeen = Seen()
        let active = engine.feed.changes(to: .todos)
        let todos = engine.todos
        let reader = Task {
            for await _ in active {
                let revision = try? await todos.revision()
                lastSeen.revision.withLock { $0 = revision }
            }
        }
        defer { reader.cancel() }
        for number in 1...1000 { _ = try await engine.todos.insert(.numbered(number)) }
        let final = try await engine.todos.revision()
        try await Self.profileMarker(engine)
        #expect(await slow.pendingElements() == [.todos], "a thousand writes, one element")
        #expect(
            await eventuallyPolled { lastSeen.revision.withLock { $0 } == final },
            "the subscriber that kept reading ends at the last state")
        #expect(try await engine.todos.todos().count == 1000)
    }

    @Test(arguments: ChangeFeedKind.allCases)
    func cancellingTheConsumerEndsTheSequenceAndUnsubscribes(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        #expect(engine.subscriberCount() == 0)
        let feed = engine.feed
        let consumer = Task {
            var seen = 0
            for await _ in feed.changes(to: .todos) { seen += 1 }
            return seen
        }
        #expect(await eventuallyPolled { engine.subscriberCount() == 1 })
        consumer.cancel()
        _ = await consumer.value
        #expect(engine.subscriberCount() == 0)
        // Writing on, with nobody subscribed, still works.
        _ = try await engine.todos.insert(.numbered(1))
        let todos = engine.feed.changes(to: .todos)
        _ = try await engine.todos.insert(.numbered(2))
        #expect(await todos.next() == .todos)
    }

    @Test(arguments: ChangeFeedKind.allCases)
    func shuttingTheFeedDownEndsEverySubscription(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let todos = engine.feed.changes(to: .todos)
        let profiles = engine.feed.changes(to: .profile)
        let ended = Task {
            for await _ in todos {}
            for await _ in profiles {}
            return true
        }
        engine.shutDown()
        #expect(await ended.value)
        // One asked for afterwards ends at once.
        for await _ in engine.feed.changes(to: .todos) { Issue.record("announced after the feed was shut down") }
    }

    /// Saves a profile and waits until it is announced, on a subscription of its own: whatever
    /// was committed before it has then been announced too (each engine announces in commit
    /// order), so what a subscription does not hold by then was never announced.
    static func profileMarker(_ engine: ChangeFeedUnderTest, seconds: TimeInterval = 1) async throws {
        let marker = engine.feed.changes(to: .profile)
        try await engine.profiles.save(ChangeFeedUnderTest.profile(seconds: seconds), for: .local)
        #expect(await marker.next() == .profile, "the marker was not announced")
    }

    /// The last revision a subscriber read.
    final class Seen: Sendable {
        let revision = Mutex<TodoRevision?>(nil)
    }

    /// An archive's records, given one at a time.
    final class Records: ArchiveRecordSource {
        private let records: Mutex<[ArchiveRecord]>

        init(_ records: [ArchiveRecord]) {
            self.records = Mutex(records.reversed())
        }

        func next() throws(AppError) -> ArchiveRecord? {
            records.withLock { $0.popLast() }
        }
    }
}
