import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

@Suite("The sign-in throttle")
struct SignInThrottleTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, sqlite, postgres
        static var allCases: [Kind] { [.inMemory, .sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }

        /// Two stores on one database, as two processes would have; `cleanUp` removes it.
        func make() async throws -> ([any SignInAttemptStore], @Sendable () -> Void) {
            switch self {
            case .inMemory:
                let store = InMemorySignInAttemptStore()
                return ([store, store], {})
            case .sqlite:
                let folder = TemporaryDirectory()
                let path = folder.path("db.sqlite")
                let (first, second) = (
                    try SQLiteDatabase(path: path, logger: .quiet), try SQLiteDatabase(path: path, logger: .quiet)
                )
                return (
                    [SQLiteSignInAttemptStore(database: first), SQLiteSignInAttemptStore(database: second)],
                    folder.remove
                )
            case .postgres:
                let (first, stopFirst) = try await PostgresFixture.open()
                let second = PostgreSQLDatabase(location: first.location, logger: .quiet)
                let pool = Task { await second.run() }
                return (
                    [PostgresSignInAttemptStore(database: first), PostgresSignInAttemptStore(database: second)],
                    {
                        stopFirst()
                        pool.cancel()
                    }
                )
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func fiveTriesThenLongerAndLongerWaits(kind: Kind) async throws {
        let (stores, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let dates = TestDateSource()
        let throttle = SignInThrottle(store: stores[0], dates: dates)
        for _ in 0..<SignInThrottle.allowedFailures { #expect(try await throttle.admit("10.0.0.1") == nil) }
        #expect(try await throttle.admit("10.0.0.1") == .seconds(30))
        #expect(try await throttle.admit("10.0.0.2") == nil, "another client is not held up")
        dates.advance(seconds: 31)
        #expect(try await throttle.admit("10.0.0.1") == nil, "one more try after the wait")
        #expect(try await throttle.admit("10.0.0.1") == .seconds(60), "then twice as long")
        try await throttle.succeeded("10.0.0.1")
        #expect(try await throttle.admit("10.0.0.1") == nil, "a success forgives")
        #expect(SignInThrottle.lockout(after: 5) == .seconds(30))
        #expect(SignInThrottle.lockout(after: 50) == .seconds(15 * 60))
    }

    @Test(arguments: Kind.allCases)
    func aDayWithoutAFailureForgives(kind: Kind) async throws {
        let (stores, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let dates = TestDateSource()
        let throttle = SignInThrottle(store: stores[0], dates: dates)
        for _ in 0...SignInThrottle.allowedFailures { _ = try await throttle.admit("10.0.0.1") }
        dates.advance(seconds: 24 * 60 * 60 + 1)
        #expect(try await throttle.admit("10.0.0.1") == nil)
    }

    @Test(arguments: Kind.allCases)
    func guessesSpreadOverTwoProcessesAtOnceAreCountedTogether(kind: Kind) async throws {
        let (stores, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let dates = TestDateSource()
        let throttles = stores.map { SignInThrottle(store: $0, dates: dates) }
        let admitted = try await withThrowingTaskGroup(of: Bool.self) { group in
            for guess in 0..<20 {
                group.addTask { try await throttles[guess % 2].admit("192.0.2.7") == nil }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(admitted == SignInThrottle.allowedFailures)
    }
}
