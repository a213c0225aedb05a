import DaybookData
import DaybookDomain
import Foundation
import GRDB
import Logging
import Synchronization

/// The ``ChangeFeed`` of a SQLite file, which this process and others (the command line, a
/// second server) write.
///
/// SQLite tells nobody when another connection commits, so the feed looks: while someone
/// subscribes, a connection of its own (not one of the pool's, which every request shares)
/// reads `PRAGMA data_version` every ``defaultPollInterval``. That number changes when another
/// connection, in any process, has committed since this connection last asked; it costs no
/// read of a table. Only when it moved does the feed read the ``ChangeCounters`` (one row each)
/// and announce the topics whose counter moved: a write to the cache or a sign-in attempt moves
/// the version but no counter, and announces nothing. The lists themselves are never read here.
///
/// This process's writes are not left to the next tick: ``SQLiteDatabase/write(announcing:_:)``
/// calls ``committed(topic:)`` once its transaction has committed, which makes the feed look at
/// once (unless the write could only move a topic nobody subscribes to: then the next tick sees
/// it, and announces it to nobody). So
/// every announcement, whoever wrote, comes from the one comparison of counters: a write of this
/// process is announced once, not once by the store and again by the next look, and a write that
/// rolled back moved no counter and is never announced.
///
/// Looking costs nothing while nobody subscribes: the first subscription starts the looking task
/// and opens its connection, and the last one to end stops it and closes the connection. The
/// task waits with `Task.sleep` and reads through GRDB's asynchronous API, on GRDB's own queue,
/// so it never holds a thread of the task pool.
public final class SQLiteChangeFeed: ChangeFeed {
    /// How long another process's commit may wait to be noticed, at most (plus one small read).
    public static let defaultPollInterval: Duration = .milliseconds(250)

    /// The running looking task, and how to wake it.
    private struct Poller: Sendable {
        let task: Task<Void, Never>
        let wake: AsyncStream<Void>.Continuation

        func stop() {
            wake.finish()
            task.cancel()
        }
    }

    private struct State {
        var poller: Poller?
        var isShutDown = false
    }

    private let broadcast = ChangeBroadcast()
    private let state = Mutex(State())
    /// How many looks the task has made (for tests that must know a look happened).
    private let lookCount = Atomic<Int>(0)
    /// The pool, only to read a new subscriber's starting point.
    private let pool: DatabasePool
    private let openConnection: @Sendable () throws -> DatabaseQueue
    private let pollInterval: Duration
    private let logger: Logger

    /// `openConnection` opens the looking task's own read-only connection to the same file.
    init(
        pool: DatabasePool, pollInterval: Duration, logger: Logger,
        openConnection: @escaping @Sendable () throws -> DatabaseQueue
    ) {
        self.pool = pool
        self.pollInterval = pollInterval
        self.logger = logger
        self.openConnection = openConnection
    }

    public func changes(to topic: ChangeTopic) -> AsyncStream<ChangeTopic> {
        // The starting point is read before the subscription exists: a change committed after it
        // moves a counter past it and is announced; one committed before it may be announced too,
        // which costs the subscriber one read, where missing one would leave it out of date. A
        // running task has its own, newer starting point. One row, read in place like every read
        // of `SQLiteDatabase` (a WAL reader never waits for a lock).
        let start = isPolling ? nil : try? pool.unsafeRead(Self.counters)
        let stream = broadcast.subscribe(to: topic, onEnd: { [weak self] in self?.stopIfUnobserved() })
        state.withLock { state in
            guard state.poller == nil, !state.isShutDown else { return }
            state.poller = startPoller(from: start)
        }
        return stream
    }

    /// This process has just committed a write: look now rather than at the next tick. Does
    /// nothing while nobody subscribes, nor, for a write that can only have moved `topic`, while
    /// nobody subscribes to it: a server listens for account changes all its life, and a look
    /// after every add of a todo nobody watches cost a write a tenth of its rate. (Such a write
    /// is still seen at the next tick, by `data_version`, and announced to nobody.)
    func committed(topic: ChangeTopic? = nil) {
        if let topic, !broadcast.hasSubscribers(to: topic) { return }
        state.withLock { state in _ = state.poller?.wake.yield() }
    }

    /// Whether the looking task runs (someone subscribes).
    public var isPolling: Bool {
        state.withLock { $0.poller != nil }
    }

    /// How many subscriptions are open.
    public var subscriberCount: Int { broadcast.subscriberCount }

    /// How many looks have ended (their announcements made) since the feed was made.
    var looks: Int { lookCount.load(ordering: .relaxed) }

    /// Stops looking and ends every subscription, and every one asked for from now on: the
    /// database is closing.
    func shutDown() {
        let poller = state.withLock { state in
            state.isShutDown = true
            defer { state.poller = nil }
            return state.poller
        }
        poller?.stop()
        broadcast.finish()
    }

    private func stopIfUnobserved() {
        let poller = state.withLock { state -> Poller? in
            guard broadcast.subscriberCount == 0, let poller = state.poller else { return nil }
            state.poller = nil
            return poller
        }
        poller?.stop()
    }

    private func startPoller(from start: ChangeCounters?) -> Poller {
        // One element at most: wake-ups that come while a look runs are one more look, not many.
        let (wakeUps, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let task = Task { await self.poll(wakeUps: wakeUps, wake: wake, from: start) }
        return Poller(task: task, wake: wake)
    }

    /// Looks once at once, then at each wake-up: every ``pollInterval`` and after each commit of
    /// this process, until the task is cancelled.
    private func poll(wakeUps: AsyncStream<Void>, wake: AsyncStream<Void>.Continuation, from start: ChangeCounters?)
        async
    {
        var looker = Looker(known: start)
        await withDiscardingTaskGroup { group in
            group.addTask { [pollInterval] in
                while (try? await Task.sleep(for: pollInterval)) != nil { wake.yield() }
            }
            await look(with: &looker)
            for await _ in wakeUps { await look(with: &looker) }
            group.cancelAll()
        }
        try? looker.connection?.close()
    }

    /// What one looking task knows between looks.
    private struct Looker {
        var known: ChangeCounters?
        var dataVersion: Int?
        var connection: DatabaseQueue?
        var isFailing = false
    }

    private func look(with looker: inout Looker) async {
        do {
            // Opened by the task, so nobody pays for it until someone subscribes; again after a
            // failure.
            let connection = try looker.connection ?? openConnection()
            looker.connection = connection
            let seen = looker.dataVersion
            let (version, counters) = try await connection.unsafeRead { db -> (Int?, ChangeCounters?) in
                let version = try Int.fetchOne(db, sql: "PRAGMA data_version")
                // Nothing was committed by another connection since the last look.
                if let seen, version == seen { return (version, nil) }
                return (version, try Self.counters(db))
            }
            // Counted once its announcements are made: a test that saw the count move knows.
            defer { lookCount.add(1, ordering: .relaxed) }
            looker.dataVersion = version
            looker.isFailing = false
            guard let counters else { return }
            for topic in counters.moved(since: looker.known) { broadcast.announce(topic) }
            looker.known = counters
        } catch is CancellationError {
            // The task is stopping (nobody subscribes, or the database is closing).
        } catch {
            // Told once per run of failures, not four times a second; the next look tries again
            // on a new connection.
            if !looker.isFailing {
                logger.warning("the change feed cannot read the database", metadata: ["error": "\(error)"])
            }
            looker.isFailing = true
            try? looker.connection?.close()
            looker.connection = nil
            looker.dataVersion = nil
        }
    }

    /// The ``ChangeCounters`` in one statement, so all three come from one snapshot.
    private static let countersQuery = """
        SELECT (SELECT CAST(SUM(revision) AS BIGINT) FROM todo_counts),
        (SELECT revision FROM profile_revision WHERE id = 1),
        (SELECT revision FROM account_revision WHERE id = 1)
        """

    private static func counters(_ db: Database) throws -> ChangeCounters {
        let row = try Row.fetchOne(db, sql: countersQuery)
        return ChangeCounters(todos: row?[0] ?? 0, profile: row?[1] ?? 0, accounts: row?[2] ?? 0)
    }
}
