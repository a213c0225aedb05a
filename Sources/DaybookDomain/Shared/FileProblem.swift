import Foundation

/// Why a file the user named could not be read, or could not be made: as precise as the system
/// said, so the message names the real cause. Each reason has an English and a Japanese message
/// in the Presentation ring.
public struct FileProblem: Error, Hashable, Sendable {
    /// What the file was wanted for.
    public enum Use: Hashable, Sendable {
        /// Reading what it holds (an archive to import, lines of todos).
        case read
        /// Making it (an export, a backup).
        case create
    }

    public enum Reason: Hashable, Sendable {
        /// There is nothing at the path.
        case notFound
        /// The folder the file would go in does not exist (or is a file).
        case folderNotFound
        /// The path is a folder, not a file.
        case isFolder
        /// The file, or its folder, may not be read or written by this user.
        case permissionDenied
        /// The file system the file would go on is mounted read-only.
        case readOnlyFileSystem
        /// The path is a symbolic link that another user made in a folder everyone may write to
        /// (a sticky one, such as `/tmp`): it is not followed, as the kernel's
        /// `fs.protected_symlinks` would not follow it.
        case untrustedLink
        /// The file is not text in UTF-8.
        case notUTF8
        /// Another failure, by its `errno`.
        case system(code: Int32)
    }

    /// The path as the user gave it; `-` for standard input.
    public let path: String
    public let use: Use
    public let reason: Reason

    public init(path: String, use: Use, reason: Reason) {
        self.path = path
        self.use = use
        self.reason = reason
    }
}
