import CoreMetrics
import DaybookDomain
import Foundation
import GRDB
import GRDBSQLite
import Logging

/// Daybook's SQLite database: one `DatabasePool` (WAL) with the schema migrated to the latest
/// version. Every GRDB error is converted to `AppError.storage` here, where it appears, and logged;
/// every read and write is counted and timed (see ``StorageMetrics``).
public final class SQLiteDatabase: Sendable {
    private let pool: DatabasePool
    /// The file, its links resolved: what ``numberReader(sql:)``'s connections open.
    private let path: String
    private let logger: Logger
    private let metrics: StorageMetrics
    /// Committed changes to the todos and profiles, whoever wrote them (see ``SQLiteChangeFeed``).
    /// Every successful ``write(_:)`` tells it, so a write of this process is announced at once;
    /// it ends every subscription when the database is closed.
    public let changes: SQLiteChangeFeed

    /// Opens (creating the file and its folder if needed) and migrates the database at `path`.
    ///
    /// An existing file is first looked at read-only: one that is not a SQLite database, belongs
    /// to another program or was made by a newer Daybook is refused byte for byte unchanged
    /// (opening it for writing would already turn it to WAL). A file Daybook may not write to is
    /// opened read-only: reading works, and every write fails as ``StorageFailure/readOnly``.
    /// A path that names something other than a regular file (a directory, a FIFO, a device, a
    /// file of /proc) is refused as ``StorageFailure/notAFile(path:kind:)`` before anything opens it.
    ///
    /// `changePollInterval` is how often ``changes`` looks for other processes' commits while
    /// someone subscribes.
    public init(
        path: String, logger: Logger,
        metrics: any MetricsFactory = NOOPMetricsHandler.instance,
        changePollInterval: Duration = SQLiteChangeFeed.defaultPollInterval
    ) throws(AppError) {
        self.logger = logger
        self.metrics = StorageMetrics(engine: "sqlite", factory: metrics)
        let given = path
        // The file itself, not a link to it: the checks below look at what will be opened.
        let path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        self.path = path
        // Before any open: opening a FIFO waits for a writer, and SQLite would fail on a device
        // or a file of /proc only with a generic error. Named as the user gave it.
        if let kind = Self.kind(ofSpecialFile: path) { throw .storage(.notAFile(path: given, kind: kind)) }
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let exists = Self.isNonEmptyFile(path)
            if exists { try Self.inspect(path: path) }
            if exists && !FileManager.default.isWritableFile(atPath: path) {
                pool = try DatabasePool(path: path, configuration: Self.configuration(readOnly: true))
                try Self.requireCompleteSchema(pool)
            } else {
                pool = try Self.openPool(path: path, configuration: Self.configuration(readOnly: false))
                try pool.read(Self.refuseForeignSchema)
                try Self.migrate(pool)
            }
        } catch {
            throw Self.convert(error, logger: logger, context: "open \(path)")
        }
        changes = SQLiteChangeFeed(pool: pool, pollInterval: changePollInterval, logger: logger) {
            // Read-only: it only looks. Its own connection, so `PRAGMA data_version` counts every
            // other connection's commits, the pool's included.
            try DatabaseQueue(path: path, configuration: Self.configuration(readOnly: true))
        }
    }

    deinit {
        changes.shutDown()
    }

    private static func configuration(readOnly: Bool) -> Configuration {
        var configuration = Configuration()
        // Other processes (another `daybook` command, the web server) may hold the write lock
        // for a moment; wait for it rather than failing. Past this, a writer fails as `busy`,
        // which the server answers with 503 and `Retry-After`.
        configuration.busyMode = .timeout(10)
        configuration.label = "daybook"
        configuration.readonly = readOnly
        configuration.prepareDatabase { db in
            // Keep the WAL file when the last connection closes. Without it, every open finds no
            // WAL and GRDB writes to make one (a table created and dropped), which the close then
            // checkpoints into the main file: a plain `daybook todo list` would rewrite it.
            var persist: CInt = 1
            let code = sqlite3_file_control(db.sqliteConnection, nil, SQLITE_FCNTL_PERSIST_WAL, &persist)
            guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
            // SQLite's default page cache is 2 MiB. A bulk import touches more index pages than
            // that (ids are random, so the primary key's pages are all over the file), and every
            // page pushed out mid-transaction is written to the WAL again: with 32 MiB an import
            // of 100,000 todos writes each page once. A connection only takes what it uses.
            try db.execute(sql: "PRAGMA cache_size = -32768")
        }
        return configuration
    }

    /// Reads in a snapshot that concurrent writes cannot change half-way.
    ///
    /// Reads run in place, on the calling task's thread: in WAL mode a reader never waits for a
    /// lock, so a read is work like any other, and a hop to GRDB's reader queue and back cost a
    /// fifth of the server's `GET /api/todos` rate. Writes, which wait, do hop (``write(_:)``).
    public func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws(AppError) -> T {
        try await metrics.measure { () throws(AppError) in
            do {
                return try pool.read(value)
            } catch {
                throw Self.convert(error, logger: logger, context: "read")
            }
        }
    }

    /// A reader for one statement answering one number that is asked on every request, on a
    /// connection of its own (see ``SQLiteNumberReader``), run by ``read(_:)``.
    func numberReader(sql: String) -> SQLiteNumberReader {
        SQLiteNumberReader(path: path, sql: sql)
    }

    /// Runs `reader`'s statement, counted and timed as every read is, its failure converted.
    func read(_ reader: SQLiteNumberReader) async throws(AppError) -> Int64? {
        try await metrics.measure { () throws(AppError) in
            do {
                return try reader.read()
            } catch {
                throw Self.convert(error, logger: logger, context: "read")
            }
        }
    }

    /// Writes in one `IMMEDIATE` transaction. Taking the write lock at `BEGIN` (not at the first
    /// write) means a read-then-write such as "place last" cannot race another process, and
    /// waits through `busyMode` instead of failing with `SQLITE_BUSY`.
    ///
    /// The write runs on GRDB's writer queue while the calling task is suspended: waiting for the
    /// queue (other writes of this process) or for the lock (up to 10 s, another process's
    /// writes) must not hold a thread of the task pool, which has one per core and carries every
    /// request of the server.
    ///
    /// Once the transaction has committed, ``changes`` is told, so its subscribers hear of the
    /// write at once (it announces only the topics whose counters moved). A write that failed
    /// rolled back, and tells nothing.
    public func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws(AppError) -> T {
        let result = try await metrics.measure { () async throws(AppError) in
            do {
                return try await pool.writeWithoutTransaction { db in
                    var result: T?
                    try db.inTransaction(.immediate) {
                        result = try updates(db)
                        return .commit
                    }
                    return result!
                }
            } catch {
                throw Self.convert(error, logger: logger, context: "write")
            }
        }
        changes.committed()
        return result
    }

    /// Copies the whole database into a new file at `path` with SQLite's online backup, from a
    /// reader's snapshot: writers carry on meanwhile, and the copy is the database as it was at
    /// one moment. `summarize` reads the finished copy (to say what it holds) before it is given
    /// its name. An existing file is never overwritten, and a backup that fails leaves no file.
    public func backup<Summary: Sendable>(
        to path: String, summarize: @escaping @Sendable (Database) throws -> Summary
    ) async throws(AppError) -> Summary {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw .archive(.destinationExists(path: path))
        }
        // Written under a name of its own, then linked to `path`: link(2) fails rather than
        // replace a file that appeared meanwhile, and until then nothing at `path` looks like a
        // finished backup.
        let partial = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        // Made here rather than by SQLite, so a file that cannot be made is named with the reason
        // (its folder is missing, it may not be written) instead of as a database that failed.
        // Only the user may read it: it holds everything they own.
        let made = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard made >= 0 else { throw .file(FileProblem(path: path, use: .create, errorNumber: errno)) }
        close(made)
        defer {
            for suffix in ["", "-journal"] { unlink(partial + suffix) }
        }
        return try await metrics.measure { () throws(AppError) in
            do {
                let destination = try DatabaseQueue(path: partial)
                try pool.backup(to: destination)
                // The secret sign-in cookies are signed with stays with the live database: a
                // copy of the backup must not let a stolen cookie be checked against guesses.
                try destination.write { try $0.execute(sql: "DELETE FROM session_secret") }
                let summary = try destination.read(summarize)
                try destination.close()
                guard link(partial, path) == 0 else {
                    throw errno == EEXIST
                        ? AppError.archive(.destinationExists(path: path))
                        : AppError.file(FileProblem(path: path, use: .create, errorNumber: errno))
                }
                return summary
            } catch let error as AppError {
                throw error
            } catch {
                throw Self.convert(error, logger: logger, context: "backup")
            }
        }
    }

    /// Opens the pool. Turning a brand-new file to WAL needs a lock that SQLite does not wait for
    /// (the busy timeout does not apply), so when another process is doing the same at the same
    /// moment, try again shortly.
    private static func openPool(path: String, configuration: Configuration) throws -> DatabasePool {
        var attempt = 0
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < 10 {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.01 * Double(attempt))
            }
        }
    }

    /// Brings the schema up to date.
    ///
    /// Two processes opening a new file at once (two `daybook` commands, a command and the server)
    /// both see it unmigrated, and the later one's migration fails on what the other created.
    /// Each migration is one transaction, so the fix is to read again what is applied and carry on
    /// from there, after a short pause, until the schema is complete.
    private static func migrate(_ pool: DatabasePool) throws {
        let migrator = DaybookMigrations.migrator
        var attempt = 0
        while try !pool.read(migrator.hasCompletedMigrations) {
            do {
                try migrator.migrate(pool)
            } catch {
                attempt += 1
                guard attempt < 10 else { throw error }
                Thread.sleep(forTimeInterval: 0.01 * Double(attempt))
            }
        }
    }

    /// What `path` names when that is not a regular file on a disk; `nil` for a regular file, or
    /// when nothing is there yet. Looked at with stat(2), which opens nothing. `path` has its
    /// links resolved.
    static func kind(ofSpecialFile path: String) -> StorageFailure.FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFIFO: return .pipe
        case S_IFSOCK: return .socket
        case S_IFCHR, S_IFBLK: return .device
        default: break
        }
        // /proc and /sys show regular files that hold no data of their own (/proc/self/mem). Known
        // by where they are mounted: statfs(2), which would name the file system, is not in
        // Swift's view of glibc, and these two are mounted there on every Linux system.
        #if os(Linux)
            if path.hasPrefix("/proc/") || path.hasPrefix("/sys/") { return .kernelFile }
        #endif
        return nil
    }

    private static func isNonEmptyFile(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.type] as? FileAttributeType == .typeRegular && (attributes?[.size] as? Int ?? 0) > 0
    }

    /// Looks at an existing file without the right to change it: a read-only connection cannot
    /// switch the journal mode or migrate, so a file refused here is left exactly as it was.
    private static func inspect(path: String) throws {
        let probe = try DatabaseQueue(path: path, configuration: configuration(readOnly: true))
        defer { try? probe.close() }
        try probe.read { db in
            try refuseForeignSchema(db)
            if try DaybookMigrations.migrator.hasBeenSuperseded(db) { throw AppError.storage(.newerVersion) }
        }
    }

    /// A file opened read-only cannot be migrated: it must already have Daybook's whole schema.
    private static func requireCompleteSchema(_ pool: DatabasePool) throws {
        if try !pool.read(DaybookMigrations.migrator.hasCompletedMigrations) { throw AppError.storage(.readOnly) }
    }

    /// An existing database with tables but no migration record was made by something else:
    /// migrating it would add Daybook's tables to another program's file.
    private static func refuseForeignSchema(_ db: Database) throws {
        let tables = try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
        if !tables.isEmpty, !tables.contains("grdb_migrations") {
            throw AppError.storage(.unreadable)
        }
    }

    static func convert(_ error: any Error, logger: Logger, context: String) -> AppError {
        if let appError = error as? AppError { return appError }
        if error is CancellationError { return .cancelled }
        let failure: StorageFailure
        if let databaseError = error as? DatabaseError {
            switch databaseError.resultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT: failure = .unreadable
            case .SQLITE_READONLY: failure = .readOnly
            case .SQLITE_FULL: failure = .full
            case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: failure = .unavailable
            case .SQLITE_BUSY, .SQLITE_LOCKED: failure = .busy
            default: failure = .failed
            }
        } else if (error as NSError).domain == NSPOSIXErrorDomain, (error as NSError).code == Int(ENOSPC) {
            failure = .full
        } else if error is CocoaError || (error as NSError).domain == NSPOSIXErrorDomain {
            // Creating the folder failed: a file in the way, or no permission.
            failure = .unavailable
        } else {
            failure = .failed
        }
        logger.error("storage failure", metadata: ["context": "\(context)", "error": "\(error)"])
        return .storage(failure)
    }
}
