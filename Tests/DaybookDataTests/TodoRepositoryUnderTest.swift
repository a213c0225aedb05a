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
    /// The in-memory store behind ``GroupingTodoStore``: adds sent together must be answered as
    /// each alone would be.
    case grouped
    case sqlite
    /// A database of its own on the test PostgreSQL server, when there is one, with its store
    /// behind ``GroupingTodoStore`` as the root composes it.
    case postgres

    /// The PostgreSQL case only with `DAYBOOK_TEST_POSTGRES_URL` (see PostgresTestServer).
    static var allCases: [TodoRepositoryKind] {
        [.inMemory, .coalesced, .grouped, .sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : [])
    }

    var testDescription: String { rawValue }

    /// A fresh, empty repository; `cleanUp` removes whatever it left on disk.
    func make() async throws -> (repository: any TodoRepository, cleanUp: @Sendable () -> Void) {
        switch self {
        case .inMemory:
            return (DefaultTodoRepository(store: InMemoryTodoStore()), {})
        case .coalesced:
            return (CoalescedTodoRepository(DefaultTodoRepository(store: InMemoryTodoStore())), {})
        case .grouped:
            return (DefaultTodoRepository(store: GroupingTodoStore(InMemoryTodoStore(), patience: .seconds(60))), {})
        case .sqlite:
            let folder = TemporaryDirectory()
            let database = try SQLiteDatabase(path: folder.path("todos.sqlite"), logger: .quiet)
            return (DefaultTodoRepository(store: SQLiteTodoStore(database: database)), folder.remove)
        case .postgres:
            let (database, stop) = try await PostgresFixture.open()
            let store = GroupingTodoStore(
                PostgresTodoStore(database: database), patience: PostgresTestServer.operationTimeout)
            return (DefaultTodoRepository(store: store), stop)
        }
    }
}
