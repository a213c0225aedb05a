import DaybookDomain
import Foundation
import GRDB
import GRDBSQLite

/// Opening the file: what it must be before SQLite sees it, the pool, the migrations, and the
/// checks that it is Daybook's database, complete.
extension SQLiteDatabase {
    /// Opens the pool. Turning a brand-new file to WAL needs a lock that SQLite does not wait for
    /// (the busy timeout does not apply), so when another process is doing the same at the same
    /// moment, try again shortly.
    static func openPool(path: String, configuration: Configuration) throws -> DatabasePool {
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
    static func migrate(_ pool: DatabasePool) throws {
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

    /// Whether Daybook may change the file: it may write it, and the WAL's two files beside it
    /// are there already or may be made in its folder (not so on a read-only file system).
    static func mayWrite(_ path: String) -> Bool {
        let files = FileManager.default
        guard files.isWritableFile(atPath: path) else { return false }
        if files.fileExists(atPath: path + "-wal") && files.fileExists(atPath: path + "-shm") { return true }
        return files.isWritableFile(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// What a connection opens to read a file Daybook may not change. Opening it as it is would
    /// make the WAL's `-wal` and `-shm` files beside it when they are not there, owned by whoever
    /// reads and only readable when the file is (so its owner could write no more), and fails
    /// where none can be made (a read-only folder or file system). With no WAL beside it, the
    /// file holds everything committed: it is opened immutable, which reads it and makes nothing.
    /// With a WAL there, the committed rows in it count: opened as it is, SQLite reads both.
    /// (Where SQLite takes no URI names, the file as it is.)
    static func readOnlyLocation(of path: String) -> String {
        let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int ?? 0
        guard wal == 0, sqlite3_compileoption_used("USE_URI") == 1 else { return path }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?immutable=1"
    }

    static func isNonEmptyFile(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.type] as? FileAttributeType == .typeRegular && (attributes?[.size] as? Int ?? 0) > 0
    }

    /// Looks at an existing file without the right to change it: a read-only connection cannot
    /// switch the journal mode or migrate, so a file refused here is left exactly as it was.
    static func inspect(path: String) throws {
        let probe = try DatabaseQueue(path: path, configuration: configuration(readOnly: true))
        defer { try? probe.close() }
        try probe.read { db in
            try refuseForeignSchema(db)
            if try DaybookMigrations.migrator.hasBeenSuperseded(db) { throw AppError.storage(.newerVersion) }
        }
    }

    /// A file opened read-only cannot be migrated: it must already have Daybook's whole schema.
    static func requireCompleteSchema(_ pool: DatabasePool) throws {
        if try !pool.read(DaybookMigrations.migrator.hasCompletedMigrations) { throw AppError.storage(.readOnly) }
    }

    /// An existing database with tables but no migration record was made by something else:
    /// migrating it would add Daybook's tables to another program's file.
    static func refuseForeignSchema(_ db: Database) throws {
        let tables = try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
        if !tables.isEmpty, !tables.contains("grdb_migrations") {
            throw AppError.storage(.unreadable)
        }
    }
}
