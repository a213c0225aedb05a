import Foundation

/// Why local storage failed, in terms a user can act on.
public enum StorageFailure: Equatable, Hashable, Sendable {
    /// The file exists but is not a readable Daybook database (damaged, or another format).
    case unreadable
    /// The database could not be opened or created at all (missing folder, permissions, a directory).
    case unavailable
    /// The database server (`host:port`) cannot be reached, or stopped answering: it may come back.
    case unreachable(server: String)
    /// The database server (`host:port`) refused the user name or password.
    case signInRefused(server: String)
    /// The database server (`host:port`) has no database of the name given.
    case unknownDatabase(server: String)
    /// The database already holds another program's tables; Daybook leaves it as it is.
    case foreignSchema
    /// Another process held the database for too long.
    case busy
    /// The disk (or the file system the database is on) has no space left.
    case full
    /// The database file may be read but not written (its permissions, or a read-only disk).
    case readOnly
    /// The database was made by a newer version of Daybook, whose changes this one does not know.
    case newerVersion
    /// A stored value broke the rules it was saved under (edited by hand, or damaged).
    case corruptRecord
    /// Any other storage failure.
    case failed
    /// The database path names something that is not a regular file, so it cannot hold a
    /// database: `path` as the user gave it, `kind` what is there.
    case notAFile(path: String, kind: FileKind)

    /// What a database path names instead of a regular file.
    public enum FileKind: Equatable, Hashable, Sendable {
        case directory
        /// A named pipe (FIFO): opening one waits for the other end.
        case pipe
        case socket
        /// A character or block device, such as `/dev/null`.
        case device
        /// A file the kernel makes up as it is read (in `/proc` or `/sys`), not one on a disk.
        case kernelFile
    }
}
