import DaybookDomain
import Foundation
import GRDB
import Logging

/// Daybook's SQLite database: one `DatabasePool` (WAL) with the schema migrated to the latest
/// version. Every GRDB error is converted to `AppError.storage` here, where it appears, and logged.
public final class SQLiteDatabase: Sendable {
    private let pool: DatabasePool
    private let logger: Logger

    /// Opens (creating the file and its folder if needed) and migrates the database at `path`.
    ///
    /// A file that is not a SQLite database, or a SQLite database that belongs to another
    /// program, is refused without being changed.
    public init(path: String, logger: Logger = Logger(label: "daybook.sqlite")) throws(AppError) {
        self.logger = logger
        var configuration = Configuration()
        // Other processes (another `daybook` command, the web server) may hold the write lock
        // for a moment; wait for it rather than failing.
        configuration.busyMode = .timeout(10)
        configuration.label = "daybook"
        configuration.prepareDatabase { db in
            // SQLite's default page cache is 2 MiB. A bulk import touches more index pages than
            // that (ids are random, so the primary key's pages are all over the file), and every
            // page pushed out mid-transaction is written to the WAL again: with 32 MiB an import
            // of 100,000 todos writes each page once. A connection only takes what it uses.
            try db.execute(sql: "PRAGMA cache_size = -32768")
        }
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            pool = try Self.openPool(path: path, configuration: configuration)
            try pool.read(Self.refuseForeignSchema)
            try Self.migrate(pool)
        } catch {
            throw Self.convert(error, logger: logger, context: "open \(path)")
        }
    }

    /// Reads in a snapshot that concurrent writes cannot change half-way.
    public func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws(AppError) -> T {
        do {
            return try await pool.read(value)
        } catch {
            throw Self.convert(error, logger: logger, context: "read")
        }
    }

    /// Writes in one `IMMEDIATE` transaction. Taking the write lock at `BEGIN` (not at the first
    /// write) means a read-then-write such as "place last" cannot race another process, and
    /// waits through `busyMode` instead of failing with `SQLITE_BUSY`.
    public func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws(AppError) -> T {
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
            case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH: failure = .unavailable
            case .SQLITE_BUSY, .SQLITE_LOCKED: failure = .busy
            default: failure = .failed
            }
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
