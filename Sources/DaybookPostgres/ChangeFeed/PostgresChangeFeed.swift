import DaybookData
import DaybookDomain
import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// The ``ChangeFeed`` of a PostgreSQL database that several processes share.
///
/// Every write to the todos or the profiles, by any Daybook process, is followed, once it has
/// committed and before its caller is answered, by `pg_notify('daybook_changes', topic)`
/// (``PostgresChangeNotifier``, shared by the writes that commit meanwhile); a write that fails
/// or rolls back notifies nothing. While someone subscribes, the feed
/// keeps a connection of its own (not one of the pool's, which would be held for ever) that runs
/// `LISTEN daybook_changes` and announces each notification's topic.
///
/// Notifications sent while no connection listens are lost, so after every (re)connection, once
/// `LISTEN` is in effect, the feed reads the ``ChangeCounters`` (one row each) and announces the
/// topics whose counter moved since it last read them: a change committed while the connection
/// was down is announced after it comes back, one committed since is notified. The first
/// connection has nothing to compare with, and announces every topic to whoever subscribed
/// before it (a change may have been committed between their subscription and `LISTEN`).
///
/// Everything is bounded: connecting and signing in by the database's operation timeout (a
/// ``PostgresOperation``, which also notices within a second that the connection closed), each
/// read on the connection by the same timeout (past it the connection is closed), and the wait
/// before connecting again, which doubles from 0.1 s up to 5 s. A quiet connection is checked
/// every 30 s, so one that died without a word (a server host gone) is replaced too.
///
/// It runs inside ``PostgreSQLDatabase/run()``, beside the pool: whatever keeps the pool going
/// (the server's service group, a command's task) keeps the feed going, and it holds no
/// connection while nobody subscribes. When `run()` ends, every subscription ends.
public final class PostgresChangeFeed: ChangeFeed {
    /// The channel every write notifies.
    static let channel = "daybook_changes"
    /// How the listening connection is named in `pg_stat_activity`.
    static let applicationName = "daybook-changes"

    /// How long the feed waits between attempts and checks.
    struct Timing: Sendable {
        /// Before connecting again after a connection ended or failed; it doubles each attempt.
        var firstRetry: Duration = .milliseconds(100)
        /// The longest wait between attempts.
        var longestRetry: Duration = .seconds(5)
        /// How often the connection is asked whether it still answers, and the counters read.
        var heartbeat: Duration = .seconds(30)
    }

    private struct State {
        var isListening = false
        /// How many times `LISTEN` took effect.
        var sessions = 0
        /// The counters as last read, to tell after a reconnection what moved meanwhile.
        var known: ChangeCounters?
        var isRunning = false
    }

    private let broadcast = ChangeBroadcast()
    private let state = Mutex(State())
    /// Told whenever a subscription starts or ends; `run()` then looks at how many there are.
    private let demand = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    private let location: PostgresLocation
    private let logger: Logger
    private let timing: Timing

    init(location: PostgresLocation, logger: Logger, timing: Timing = Timing()) {
        self.location = location
        self.logger = logger
        self.timing = timing
    }

    public func changes(to topic: ChangeTopic) -> AsyncStream<ChangeTopic> {
        let demand = demand.continuation
        let stream = broadcast.subscribe(to: topic, onEnd: { demand.yield() })
        demand.yield()
        return stream
    }

    /// Whether the feed's connection is listening now (someone subscribes, the server answers).
    public var isListening: Bool {
        state.withLock { $0.isListening }
    }

    /// How many subscriptions are open.
    public var subscriberCount: Int { broadcast.subscriberCount }

    /// How many times the feed has started listening: each (re)connection counts one.
    var sessions: Int {
        state.withLock { $0.sessions }
    }

    /// Listens while someone subscribes, until the calling task is cancelled; then ends every
    /// subscription. Run it once.
    func run() async {
        let alreadyRunning = state.withLock { state in
            defer { state.isRunning = true }
            return state.isRunning
        }
        precondition(!alreadyRunning, "a change feed runs once")
        defer {
            state.withLock { $0.isListening = false }
            broadcast.finish()
        }
        var demandChanges = demand.stream.makeAsyncIterator()
        while !Task.isCancelled {
            if broadcast.subscriberCount == 0 {
                // Ends (nil) when this task is cancelled.
                if await demandChanges.next() == nil { return }
                continue
            }
            await withDiscardingTaskGroup { group in
                group.addTask { await self.listenWithRetries() }
                while broadcast.subscriberCount > 0 {
                    if await demandChanges.next() == nil { break }
                }
                group.cancelAll()
            }
        }
    }

    /// Connects and listens, again and again after each end or failure, until cancelled.
    private func listenWithRetries() async {
        var retry = timing.firstRetry
        var failures = 0
        while !Task.isCancelled {
            let listened = await listenOnce(quietly: failures > 0)
            state.withLock { $0.isListening = false }
            if listened {
                retry = timing.firstRetry
                failures = 0
            } else {
                failures += 1
            }
            guard (try? await Task.sleep(for: retry)) != nil else { return }
            retry = min(retry * 2, timing.longestRetry)
        }
    }

    /// One connection, from connecting to its end; whether `LISTEN` took effect on it. A failure
    /// is logged at `info` (at `debug` when `quietly`: while the server stays away, once is
    /// enough), with the error's type and SQLSTATE, never its text, which may quote a setting.
    private func listenOnce(quietly: Bool) async -> Bool {
        let listened = Mutex(false)
        do {
            let configuration = try PostgreSQLDatabase.connectionConfiguration(
                location, applicationName: Self.applicationName)
            let logger = logger
            try await PostgresOperation<Void>.run(
                bounds: .init(lease: location.operationTimeout, run: nil),
                timers: PostgresClient.defaultEventLoopGroup.any(),
                lease: { session in
                    let connection = try await PostgresConnection.connect(
                        configuration: configuration, id: 0, logger: logger)
                    do {
                        try await session(connection)
                    } catch {
                        try? await connection.close()
                        throw error
                    }
                    try? await connection.close()
                },
                { connection in
                    try await self.listen(on: connection) { listened.withLock { $0 = true } }
                })
        } catch {
            if !Task.isCancelled {
                logger.log(
                    level: quietly ? .debug : .info, "the change feed's connection ended; connecting again",
                    metadata: [
                        "server": "\(location.server)", "error": "\(String(reflecting: type(of: error)))",
                        "sqlState": "\((error as? PSQLError)?.serverInfo?[.sqlState] ?? "-")",
                    ])
            }
        }
        return listened.withLock { $0 }
    }

    /// Listens on `connection` until it closes: catches up, then announces every notification.
    private func listen(on connection: PostgresConnection, started: @Sendable () -> Void) async throws {
        try await connection.listen(on: Self.channel) { notifications in
            // LISTEN is in effect: whatever commits from now on is notified. What committed
            // before, while nothing listened, shows in the counters.
            let counters = try await bounded(connection) { try await Self.counters(on: connection) }
            let moved = state.withLock { state in
                defer {
                    state.known = counters
                    state.isListening = true
                    state.sessions += 1
                }
                return counters.moved(since: state.known)
            }
            for topic in moved { broadcast.announce(topic) }
            started()
            try await withThrowingDiscardingTaskGroup { group in
                group.addTask { await self.keepChecking(connection) }
                for try await notification in notifications {
                    if let topic = ChangeTopic(rawValue: notification.payload) { broadcast.announce(topic) }
                }
                // Ended without an error: the connection stopped listening. Connect again.
                group.cancelAll()
                throw PostgreSQLDatabase.ConnectionClosed()
            }
        }
    }

    /// Every ``Timing/heartbeat``, reads the counters on the connection: when it does not answer
    /// in time it is closed, which ends the listening (and a new connection is made); when a
    /// counter moved since the last read, its topic is announced. A write is notified after it
    /// commits (``PostgresChangeNotifier``), so a writer that stopped in between, or whose
    /// `NOTIFY` failed, told nobody: this finds it within a heartbeat. (A topic notified in the
    /// meantime is announced once more: a screen then reads again what it has.)
    private func keepChecking(_ connection: PostgresConnection) async {
        while (try? await Task.sleep(for: timing.heartbeat)) != nil {
            do {
                let counters = try await bounded(connection) { try await Self.counters(on: connection) }
                let moved = state.withLock { state in
                    defer { state.known = counters }
                    return state.known.map { counters.moved(since: $0) } ?? []
                }
                for topic in moved { broadcast.announce(topic) }
            } catch {
                let _: EventLoopFuture<Void> = connection.close()
                return
            }
        }
    }

    /// Runs `body` on `connection`, closing the connection if it has not answered within the
    /// operation timeout: then the driver fails what it waits for, and the listening ends.
    private func bounded<T>(_ connection: PostgresConnection, _ body: () async throws -> T) async throws -> T {
        let deadline = connection.eventLoop.scheduleTask(in: TimeAmount(location.operationTimeout)) {
            let _: EventLoopFuture<Void> = connection.close()
        }
        defer { deadline.cancel() }
        return try await body()
    }

    /// The ``ChangeCounters`` in one statement, so all three come from one snapshot; the sum of
    /// the 64 shards of every owner's counts is the todos' revision.
    private static let countersQuery = """
        SELECT (SELECT CAST(SUM(revision) AS BIGINT) FROM todo_counts),
        (SELECT revision FROM profile_revision WHERE id = 1),
        (SELECT revision FROM account_revision WHERE id = 1)
        """

    private static func counters(on connection: PostgresConnection) async throws -> ChangeCounters {
        for try await (todos, profile, accounts) in try await connection.rows(
            PostgresQuery(unsafeSQL: countersQuery)
        ).decode((Int64?, Int64?, Int64?).self) {
            return ChangeCounters(todos: todos ?? 0, profile: profile ?? 0, accounts: accounts ?? 0)
        }
        return ChangeCounters(todos: 0, profile: 0, accounts: 0)
    }
}
