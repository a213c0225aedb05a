import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import GRDB
import Testing

@testable import DaybookSQLite

@Suite("SQLite database file handling")
struct SQLiteDatabaseTests {
    let folder = TemporaryDirectory()

    @Test func todosSurviveReopening() async throws {
        let path = folder.path("todos.sqlite")
        do {
            let repository = DefaultTodoRepository(
                store: SQLiteTodoStore(database: try SQLiteDatabase(path: path, logger: .quiet)))
            _ = try await repository.insert(.numbered(1))
        }
        let reopened = DefaultTodoRepository(
            store: SQLiteTodoStore(database: try SQLiteDatabase(path: path, logger: .quiet)))
        #expect(try await reopened.todos().map(\.title.value) == ["todo 1"])
        folder.remove()
    }

    @Test func missingFoldersAreCreated() throws {
        let path = folder.path("a/b/c/todos.sqlite")
        _ = try SQLiteDatabase(path: path, logger: .quiet)
        #expect(FileManager.default.fileExists(atPath: path))
        folder.remove()
    }

    @Test func schemaIsMigratedByVersion() throws {
        let path = folder.path("todos.sqlite")
        _ = try SQLiteDatabase(path: path, logger: .quiet)
        let applied = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(
            applied == [
                "v1-todo", "v2-weather-cache", "v3-shared-cache", "v4-profile", "v5-todo-counts", "v6-cache-age",
                "v7-one-gender-code", "v8-handoff", "v9-sign-in-attempts", "v10-todo-revision",
                "v11-session-secret", "v12-profile-revision", "v13-accounts", "v14-todo-owner",
                "v15-one-household-profile",
            ])
        folder.remove()
    }

    /// Schema v15: one profile per person. A database that kept the household's profile per
    /// browser beside the command line's keeps the latest registration of them as the household's
    /// (`local`); once there were accounts, the browsers' belonged to no one. Nothing is deleted:
    /// the others are in `retired_profile`.
    @Test(arguments: [false, true])
    func theHouseholdKeepsOneProfileTheLatestAndNothingIsDeleted(withAnAccount: Bool) async throws {
        let path = folder.path("profiles.sqlite")
        let old = try DatabaseQueue(path: path)
        try DaybookMigrations.migrator.migrate(old, upTo: "v14-todo-owner")
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO profile VALUES ('visitor-a', '花子', 'female', 300);
                    INSERT INTO profile VALUES ('visitor-b', 'Web', 'unspecified', 200);
                    """)
            if withAnAccount {
                // The first account took the command line's profile over (v14, `user add`).
                try db.execute(
                    sql: """
                        INSERT INTO account VALUES ('acc', 'Hanako', 'hanako', 'hash', 1, 0);
                        INSERT INTO profile VALUES ('acc', 'Hanako', 'female', 100);
                        """)
            } else {
                try db.execute(sql: "INSERT INTO profile VALUES ('local', 'Cli', 'male', 100)")
            }
        }
        try old.close()
        _ = try SQLiteDatabase(path: path, logger: .quiet)
        let (kept, retired) = try await DatabaseQueue(path: path).read { db in
            (
                try Row.fetchAll(db, sql: "SELECT userID, name FROM profile ORDER BY userID").map {
                    "\($0[0] as String) \($0[1] as String)"
                },
                try Row.fetchAll(db, sql: "SELECT userID, name FROM retired_profile ORDER BY userID").map {
                    "\($0[0] as String) \($0[1] as String)"
                }
            )
        }
        if withAnAccount {
            #expect(kept == ["acc Hanako"])
            #expect(retired == ["visitor-a 花子", "visitor-b Web"])
        } else {
            #expect(kept == ["local 花子"], "the latest registration, the one everyone sees now")
            #expect(retired == ["local Cli", "visitor-b Web"])
        }
        folder.remove()
    }

    @Test func theCountsTableStartsFromTheTodosAlreadyStored() async throws {
        // A database as Daybook left it before v5: todos, some done, and no counts table. Every
        // migration since runs on it, the owners' (v14) among them: the todos are the household's.
        let path = folder.path("todos.sqlite")
        let old = try DatabaseQueue(path: path)
        try DaybookMigrations.migrator.migrate(old, upTo: "v4-profile")
        defer { try? old.close() }
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000001', 'a', 1, 1, 0, 0);
                    INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000002', 'b', 0, 2, 0, 0);
                    INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000003', 'c', 1, 3, 0, 0);
                    """)
        }
        let repository = DefaultTodoRepository(
            store: SQLiteTodoStore(database: try SQLiteDatabase(path: path, logger: .quiet)))
        let slice = try await repository.slice(completed: true, search: nil, offset: 0, limit: 10)
        #expect(slice.counts == TodoCounts(total: 3, done: 2))
        #expect(slice.items.map(\.title.value) == ["a", "c"])
        folder.remove()
    }

    @Test func profilesSavedBeforeV7ReadWithTheOneGenderCode() async throws {
        let path = folder.path("profiles.sqlite")
        _ = try SQLiteDatabase(path: path, logger: .quiet)
        try await DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    DELETE FROM grdb_migrations WHERE identifier = 'v7-one-gender-code';
                    INSERT INTO profile VALUES ('local', '花子', 'prefer-not-to-say', 0);
                    INSERT INTO profile VALUES ('other', 'Taro', 'male', 0);
                    """)
        }
        let repository = DefaultProfileRepository(
            store: SQLiteProfileStore(database: try SQLiteDatabase(path: path, logger: .quiet)))
        #expect(try await repository.profile(for: .local)?.gender == .unspecified)
        #expect(try await repository.profile(for: UserID("other"))?.gender == .male)
        folder.remove()
    }

    @Test func aFileThatIsNotADatabaseIsRefusedUnchanged() throws {
        let path = folder.path("notes.sqlite")
        let contents = Data("my precious notes, not a database\n".utf8)
        try contents.write(to: URL(fileURLWithPath: path))
        #expect(throws: AppError.storage(.unreadable)) { try SQLiteDatabase(path: path, logger: .quiet) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        folder.remove()
    }

    @Test func anotherProgramsDatabaseIsRefusedByteForByteUnchanged() throws {
        // A rollback-journal database, as most programs leave theirs: opening it for writing
        // would already have turned it to WAL, changing its header.
        let path = folder.path("other.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ada')")
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: AppError.storage(.unreadable)) { try SQLiteDatabase(path: path, logger: .quiet) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        folder.remove()
    }

    @Test func aLinkToAnotherProgramsDatabaseIsRefusedAndTheFileLeftUnchanged() throws {
        let path = folder.path("other.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "CREATE TABLE contacts (name TEXT)") }
        try queue.close()
        let link = folder.path("daybook.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: AppError.storage(.unreadable)) { try SQLiteDatabase(path: link, logger: .quiet) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        folder.remove()
    }

    @Test func aDatabaseFromANewerDaybookIsRefusedUnchanged() throws {
        let path = folder.path("newer.sqlite")
        _ = try SQLiteDatabase(path: path, logger: .quiet)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: AppError.storage(.newerVersion)) { try SQLiteDatabase(path: path, logger: .quiet) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        folder.remove()
    }

    @Test func openingAHealthyDatabaseToReadDoesNotRewriteIt() async throws {
        let path = folder.path("todos.sqlite")
        do {
            let repository = DefaultTodoRepository(
                store: SQLiteTodoStore(database: try SQLiteDatabase(path: path, logger: .quiet)))
            _ = try await repository.insert(.numbered(1))
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let repository = DefaultTodoRepository(
                store: SQLiteTodoStore(database: try SQLiteDatabase(path: path, logger: .quiet)))
            #expect(try await repository.todos().count == 1)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        folder.remove()
    }

    @Test func aFullDiskHasItsOwnFailure() throws {
        // SQLite reports a full disk as SQLITE_FULL; a page limit makes a real one.
        let queue = try DatabaseQueue(path: folder.path("small.sqlite"))
        let full = #expect(throws: DatabaseError.self) {
            try queue.write { db in
                try db.execute(sql: "PRAGMA max_page_count = 3; CREATE TABLE big (data BLOB)")
                try db.execute(sql: "INSERT INTO big VALUES (zeroblob(100000))")
            }
        }
        #expect(full?.resultCode == .SQLITE_FULL)
        #expect(
            SQLiteDatabase.convert(try #require(full), logger: .init(label: "test"), context: "test") == .storage(.full)
        )
        try queue.close()
        folder.remove()
    }

    @Test func aReadOnlyConnectionsWriteHasItsOwnFailure() throws {
        let path = folder.path("todos.sqlite")
        _ = try SQLiteDatabase(path: path, logger: .quiet)
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        let refused = #expect(throws: DatabaseError.self) {
            try queue.write { db in try db.execute(sql: "DELETE FROM todo") }
        }
        #expect(
            SQLiteDatabase.convert(try #require(refused), logger: .init(label: "test"), context: "test")
                == .storage(.readOnly))
        try queue.close()
        folder.remove()
    }

    @Test func aDirectoryIsNamedAsOne() throws {
        #expect(throws: AppError.storage(.notAFile(path: folder.url.path, kind: .directory))) {
            try SQLiteDatabase(path: folder.url.path, logger: .quiet)
        }
        folder.remove()
    }

    /// Nothing that is not a regular file is opened: a FIFO would block the open (or the first
    /// read) until a writer came, a device or a file of /proc is no place for a database.
    @Test(
        arguments: [
            ("/dev/null", StorageFailure.FileKind.device), ("/proc/self/mem", .kernelFile),
            ("/proc/self/status", .kernelFile),
        ])
    func aSpecialFileIsRefusedByItsKind(path: String, kind: StorageFailure.FileKind) throws {
        #expect(throws: AppError.storage(.notAFile(path: path, kind: kind))) {
            try SQLiteDatabase(path: path, logger: .quiet)
        }
    }

    @Test func aFIFOIsRefusedWithoutOpeningIt() throws {
        let path = folder.path("pipe")
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: AppError.storage(.notAFile(path: path, kind: .pipe))) {
            try SQLiteDatabase(path: path, logger: .quiet)
        }
        // A link to it names the path given, which is the one the user knows.
        let link = folder.path("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        #expect(throws: AppError.storage(.notAFile(path: link, kind: .pipe))) {
            try SQLiteDatabase(path: link, logger: .quiet)
        }
        folder.remove()
    }

    @Test func aDamagedRowIsReportedNotShown() async throws {
        let path = folder.path("todos.sqlite")
        let repository = DefaultTodoRepository(
            store: SQLiteTodoStore(database: try SQLiteDatabase(path: path, logger: .quiet)))
        try await DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    INSERT INTO todo (id, title, completed, position, createdAt, updatedAt)
                    VALUES ('00000000-0000-0000-0000-000000000001', '   ', 0, 1, 0, 0)
                    """
            )
        }
        await #expect(throws: AppError.storage(.corruptRecord)) { try await repository.todos() }
        folder.remove()
    }

    /// A write runs on the database's writer queue, never on the calling task's thread: it may
    /// wait up to 10 s for another process's lock, and the calling thread is one of the few (one
    /// per core) that every task of the process, every request of the server, shares.
    @Test func aWriteRunsOffTheCallingThread() async throws {
        let database = try SQLiteDatabase(path: folder.path("queues.sqlite"), logger: .quiet)
        defer { folder.remove() }
        // No suspension between reading the caller's thread and the call: a database that ran
        // the write in place would run it on this very thread.
        let caller = pthread_self()
        let writer = try await database.write { _ in pthread_self() }
        #expect(pthread_equal(writer, caller) == 0)
    }

    /// The revision is read on a connection of its own (SQLiteNumberReader): it sees every
    /// commit, this process's and another's, at once; a failure is a storage error, and the
    /// next read, once the cause is gone, works again on a new connection.
    @Test func theRevisionReadOnItsOwnConnectionSeesEveryCommitAndRecoversFromAFailure() async throws {
        let path = folder.path("revision.sqlite")
        defer { folder.remove() }
        let store = SQLiteTodoStore(database: try SQLiteDatabase(path: path, logger: .quiet))
        let repository = DefaultTodoRepository(store: store)
        let first = try await store.revision()
        _ = try await repository.insert(.numbered(1))
        #expect(try await store.revision() == first + 1, "this process's write")
        let other = try DatabaseQueue(path: path)
        try await other.write { try $0.execute(sql: "UPDATE todo_counts SET revision = revision + 1 WHERE owner = ''") }
        #expect(try await store.revision() == first + 2, "another connection's write")
        // Another program takes the table away: the read fails as the database's failure...
        try await other.write { try $0.execute(sql: "ALTER TABLE todo_counts RENAME TO todo_counts_away") }
        await #expect(throws: AppError.storage(.failed)) { try await store.revision() }
        // ...and works again once it is back.
        try await other.write { try $0.execute(sql: "ALTER TABLE todo_counts_away RENAME TO todo_counts") }
        #expect(try await store.revision() == first + 2)
    }
}
