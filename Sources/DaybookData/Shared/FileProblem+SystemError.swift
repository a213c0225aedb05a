import DaybookDomain
import Foundation

extension FileProblem {
    /// The problem the system's `errno` names, for the file at `path` wanted for `use`.
    public init(path: String, use: Use, errorNumber: Int32) {
        let reason: Reason =
            switch errorNumber {
            // For a file to make, what is missing is its folder (or a part of the path is a file).
            case ENOENT, ENOTDIR: use == .read ? .notFound : .folderNotFound
            case EISDIR: .isFolder
            case EACCES, EPERM: .permissionDenied
            case EROFS: .readOnlyFileSystem
            default: .system(code: errorNumber)
            }
        self.init(path: path, use: use, reason: reason)
    }
}
