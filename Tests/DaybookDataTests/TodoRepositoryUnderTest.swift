import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

/// Every `TodoRepository` implementation the contract suite runs against.
enum TodoRepositoryKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory
    /// The in-memory repository behind ``CoalescedTodoRepository``: sharing reads must not change
    /// what any read answers.
    case coalesced
    case sqlite
    /// A database of its own on the test PostgreSQL server, when there is one.
    case postgres

    /// The PostgreSQL case only with `DAYBOOK_TEST_POSTGRES_URL` (see PostgresTestServer).
    static var allCases: [TodoRepositoryKind] {
        [.inMemory, .coalesced, .sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : [])
    }

    var testDescription: String { rawValue }

    /// A fresh, empty repository; `cleanUp` removes whatever it left on disk.
    func make() async throws -> (repository: any TodoRepository, cleanUp: @Sendable () -> Void) {
        switch self {
        case .inMemory:
            return (DefaultTodoRepository(store: InMemoryTodoStore()), {})
        case .coalesced:
            return (CoalescedTodoRepository(DefaultTodoRepository(store: InMemoryTodoStore())), {})
        case .sqlite:
            let folder = TemporaryDirectory()
            let database = try SQLiteDatabase(path: folder.path("todos.sqlite"), logger: .quiet)
            return (DefaultTodoRepository(store: SQLiteTodoStore(database: database)), folder.remove)
        case .postgres:
            let (database, stop) = try await PostgresFixture.open()
            return (DefaultTodoRepository(store: PostgresTodoStore(database: database)), stop)
        }
    }
}
