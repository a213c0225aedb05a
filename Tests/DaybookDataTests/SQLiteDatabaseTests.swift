import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookTestSupport
import Foundation
import GRDB
import Testing

@Suite("SQLite database file handling")
struct SQLiteDatabaseTests {
    let folder = TemporaryDirectory()

    @Test func todosSurviveReopening() async throws {
        let path = folder.path("todos.sqlite")
        do {
            let repository = DefaultTodoRepository(store: SQLiteTodoStore(database: try SQLiteDatabase(path: path)))
            _ = try await repository.insert(.numbered(1))
        }
        let reopened = DefaultTodoRepository(store: SQLiteTodoStore(database: try SQLiteDatabase(path: path)))
        #expect(try await reopened.todos().map(\.title.value) == ["todo 1"])
        folder.remove()
    }

    @Test func missingFoldersAreCreated() throws {
        let path = folder.path("a/b/c/todos.sqlite")
        _ = try SQLiteDatabase(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
        folder.remove()
    }

    @Test func schemaIsMigratedByVersion() throws {
        let path = folder.path("todos.sqlite")
        _ = try SQLiteDatabase(path: path)
        let applied = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(applied == ["v1-todo", "v2-weather-cache", "v3-shared-cache", "v4-profile", "v5-todo-counts"])
        folder.remove()
    }

    @Test func theCountsTableStartsFromTheTodosAlreadyStored() async throws {
        // A database as Daybook left it before v5: todos, some done, and no counts table.
        let path = folder.path("todos.sqlite")
        _ = try SQLiteDatabase(path: path)
        try await DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    DROP TABLE todo_counts;
                    DELETE FROM grdb_migrations WHERE identifier = 'v5-todo-counts';
                    INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000001', 'a', 1, 1, 0, 0);
                    INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000002', 'b', 0, 2, 0, 0);
                    INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000003', 'c', 1, 3, 0, 0);
                    """)
        }
        let repository = DefaultTodoRepository(store: SQLiteTodoStore(database: try SQLiteDatabase(path: path)))
        let slice = try await repository.slice(completed: true, offset: 0, limit: 10)
        #expect(slice.counts == TodoCounts(total: 3, done: 2))
        #expect(slice.items.map(\.title.value) == ["a", "c"])
        folder.remove()
    }

    @Test func aFileThatIsNotADatabaseIsRefusedUnchanged() throws {
        let path = folder.path("notes.sqlite")
        let contents = Data("my precious notes, not a database\n".utf8)
        try contents.write(to: URL(fileURLWithPath: path))
        #expect(throws: AppError.storage(.unreadable)) { try SQLiteDatabase(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        folder.remove()
    }

    @Test func anotherProgramsDatabaseIsRefusedUnchanged() throws {
        let path = folder.path("other.sqlite")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ada')")
        }
        #expect(throws: AppError.storage(.unreadable)) { try SQLiteDatabase(path: path) }
        let tables = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        #expect(tables == ["contacts"])
        folder.remove()
    }

    @Test func aDirectoryIsUnavailable() throws {
        #expect(throws: AppError.storage(.unavailable)) { try SQLiteDatabase(path: folder.url.path) }
        folder.remove()
    }

    @Test func aDamagedRowIsReportedNotShown() async throws {
        let path = folder.path("todos.sqlite")
        let repository = DefaultTodoRepository(store: SQLiteTodoStore(database: try SQLiteDatabase(path: path)))
        try await DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: "INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000001', '   ', 0, 1, 0, 0)"
            )
        }
        await #expect(throws: AppError.storage(.corruptRecord)) { try await repository.todos() }
        folder.remove()
    }
}
