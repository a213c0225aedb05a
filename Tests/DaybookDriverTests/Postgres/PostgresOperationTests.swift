import DaybookTestSupport
import Foundation
import Logging
import PostgresNIO
import Testing

@testable import DaybookPostgres

/// An operation ends within its bounds whatever the driver does: a lease that never comes, a
/// statement never answered (a connection that closed as it was written), a caller cancelled
/// by a stop. The work it leaves behind is what the driver would have hung on.
@Suite(
    "A database operation always ends", .timeLimit(.minutes(3)),
    .enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
struct PostgresOperationTests {
    static let loop = PostgresClient.defaultEventLoopGroup.any()

    /// A lease that hands out `connection`, as the pool does.
    static func lease(_ connection: PostgresConnection)
        -> @Sendable (@escaping @Sendable (PostgresConnection) async throws -> Int) async throws -> Int
    {
        { work in try await work(connection) }
    }

    /// Work that is never answered and ignores cancellation, as a statement the driver dropped.
    static func neverAnswered(_ connection: PostgresConnection) async throws -> Int {
        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        return 0
    }

    static func connect() async throws -> PostgresConnection {
        let url = try #require(PostgresTestServer.url)
        let components = try #require(URLComponents(string: url))
        return try await PostgresConnection.connect(
            configuration: .init(
                host: components.host ?? "127.0.0.1", port: components.port ?? 5432, username: components.user ?? "",
                password: components.password, database: String(components.path.dropFirst()), tls: .disable),
            id: 1, logger: Logger(label: "test"))
    }

    @Test func workThatIsNeverAnsweredIsAbandonedAndItsConnectionClosed() async throws {
        let connection = try await Self.connect()
        await #expect(throws: PostgresOperationFailure.abandoned) {
            try await PostgresOperation.run(
                bounds: .init(lease: .seconds(30), run: .milliseconds(200), grace: .milliseconds(100)),
                timers: Self.loop, lease: Self.lease(connection), Self.neverAnswered)
        }
        #expect(connection.isClosed, "closed, so the server rolls back what it had not committed")
    }

    /// A connection that closes under the work (a server that went away) ends the operation
    /// within the grace, even one without a run bound (an export run by the command line).
    @Test func workWhoseConnectionClosesUnderItIsAbandonedWithoutWaitingForTheRunBound() async throws {
        let connection = try await Self.connect()
        let (began, beginning) = AsyncStream<Void>.makeStream()
        let running = Task {
            try await PostgresOperation.run(
                bounds: .init(lease: .seconds(30), run: nil, grace: .milliseconds(100)), timers: Self.loop,
                lease: Self.lease(connection)
            ) { connection in
                beginning.finish()
                return try await Self.neverAnswered(connection)
            }
        }
        for await _ in began {}
        try await connection.close()
        await #expect(throws: PostgresOperationFailure.abandoned) { try await running.value }
    }

    @Test func aLeaseThatNeverComesTimesOut() async throws {
        await #expect(throws: PostgresOperationFailure.leaseTimedOut) {
            try await PostgresOperation<Int>.run(
                bounds: .init(lease: .milliseconds(200), run: .seconds(30)), timers: Self.loop,
                lease: { _ in
                    await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                    return 0
                }, { _ in 1 })
        }
    }

    @Test func aCancelledCallerEndsAtOnceAndClosesTheConnection() async throws {
        let connection = try await Self.connect()
        let (began, beginning) = AsyncStream<Void>.makeStream()
        let running = Task {
            try await PostgresOperation.run(
                bounds: .init(lease: .seconds(30), run: .seconds(60)), timers: Self.loop,
                lease: Self.lease(connection)
            ) { connection in
                beginning.finish()
                return try await Self.neverAnswered(connection)
            }
        }
        // Cancelled once it runs on the connection (cancelled before, it would never use it).
        for await _ in began {}
        running.cancel()
        await #expect(throws: CancellationError.self) { try await running.value }
        // Closing was asked before the caller was answered; it completes on the connection's loop.
        try await connection.closeFuture.get()
        #expect(connection.isClosed)
    }

    @Test func workThatAnswersIsTheAnswerAndLeavesTheConnectionOpen() async throws {
        let connection = try await Self.connect()
        let value = try await PostgresOperation.run(
            bounds: .init(lease: .seconds(30), run: .seconds(30)), timers: Self.loop, lease: Self.lease(connection)
        ) { connection in
            var answer = 0
            for try await one in try await connection.rows("SELECT 41 + 1").decode(Int.self) { answer = one }
            return answer
        }
        #expect(value == 42)
        #expect(!connection.isClosed)
        try await connection.close()
    }

    /// The driver drops a statement written to a closed connection without failing it: every
    /// statement Daybook sends checks first.
    @Test func aStatementOnAClosedConnectionFailsAtOnce() async throws {
        let connection = try await Self.connect()
        try await connection.close()
        await #expect(throws: PostgreSQLDatabase.ConnectionClosed.self) { try await connection.rows("SELECT 1") }
        await #expect(throws: PostgreSQLDatabase.ConnectionClosed.self) {
            try await connection.inTransaction { _ in 1 }
        }
    }
}
