import DaybookData
import DaybookDomain
import Foundation
import GRDB
import GRDBSQLite
import Logging

/// Daybook's SQLite database: one `DatabasePool` (WAL) with the schema migrated to the latest
/// version. Every GRDB error is converted to `AppError.storage` here, where it appears, and logged;
/// every read and write is counted and timed (see ``StorageMetrics``).
public final class SQLiteDatabase: Sendable {
    let pool: DatabasePool
    /// What every connection opens (``numberReader(sql:)``'s too): the file, its links resolved,
    /// or for a file Daybook may only read, its read-only name (see ``readOnlyLocation(of:)``).
    private let location: String
    let logger: Logger
    let metrics: any StorageMetrics
    /// Committed changes to the todos and profiles, whoever wrote them (see ``SQLiteChangeFeed``).
    /// Every successful ``write(announcing:_:)`` tells it, so a write of this process is announced
    /// at once to whoever watches what it moved; it ends every subscription when the database is
    /// closed.
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
        metrics: any StorageMetrics = NoStorageMetrics(),
        changePollInterval: Duration = SQLiteChangeFeed.defaultPollInterval
    ) throws(AppError) {
        self.logger = logger
        self.metrics = metrics
        let given = path
        // The file itself, not a link to it: the checks below look at what will be opened.
        let path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        // Before any open: opening a FIFO waits for a writer, and SQLite would fail on a device
        // or a file of /proc only with a generic error. Named as the user gave it.
        if let kind = Self.kind(ofSpecialFile: path) { throw .storage(.notAFile(path: given, kind: kind)) }
        let exists = Self.isNonEmptyFile(path)
        let readOnly = exists && !Self.mayWrite(path)
        let location = readOnly ? Self.readOnlyLocation(of: path) : path
        self.location = location
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if exists { try Self.inspect(path: location) }
            if readOnly {
                pool = try DatabasePool(path: location, configuration: Self.configuration(readOnly: true))
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
            try DatabaseQueue(path: location, configuration: Self.configuration(readOnly: true))
        }
    }

    deinit {
        changes.shutDown()
    }

    static func configuration(readOnly: Bool) -> Configuration {
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
    /// fifth of the server's `GET /api/todos` rate. Writes, which wait, do hop (``write(announcing:_:)``).
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
        SQLiteNumberReader(path: location, sql: sql)
    }

    /// Runs `reader`'s statement (with `argument` bound to its parameter, if any), counted and
    /// timed as every read is, its failure converted.
    func read(_ reader: SQLiteNumberReader, argument: String? = nil) async throws(AppError) -> Int64? {
        try await metrics.measure { () throws(AppError) in
            do {
                return try reader.read(argument)
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
    /// write at once (it announces only the topics whose counters moved). A write that can only
    /// move one topic's counter says which (`announcing`): then only that topic's subscribers make
    /// the feed look at once. A write that failed rolled back, and tells nothing.
    public func write<T: Sendable>(
        announcing topic: ChangeTopic? = nil, _ updates: @escaping @Sendable (Database) throws -> T
    ) async throws(AppError) -> T {
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
        changes.committed(topic: topic)
        return result
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
