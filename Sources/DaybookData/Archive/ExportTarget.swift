import DaybookDomain
import Foundation

/// Where an export to a named file writes: the path itself, or, when it names a symbolic link,
/// what the link leads to, followed link by link as the kernel follows a file name's last link
/// with `fs.protected_symlinks` set, whether it is set or not.
///
/// The export replaces its target by renaming a complete file over it, and a rename does not
/// follow links: so it follows them itself, and must not follow one the kernel would refuse. A
/// link in a sticky folder that everyone may write to (`/tmp`) is followed only when the person
/// exporting owns it or the folder's owner does; otherwise another user could plant
/// `/tmp/everyone.json` leading to a file of yours, and your export would replace that file.
enum ExportTarget {
    /// How many links are followed before giving up, as the kernel's `ELOOP` does.
    static let maximumLinks = 40

    /// The path the export's file replaces, for `path` as the user gave it (relative to the
    /// working folder, or absolute). Throws ``FileProblem/Reason/untrustedLink`` for a link the
    /// kernel would not follow, and the system's reason for a loop of links.
    static func resolve(_ path: String) throws(AppError) -> String {
        var current = URL(fileURLWithPath: path).path
        for _ in 0..<maximumLinks {
            var link = stat()
            guard lstat(current, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return current }
            let folder = (current as NSString).deletingLastPathComponent
            var holder = stat()
            if stat(folder, &holder) == 0, !mayFollow(link: link, in: holder) {
                throw .file(FileProblem(path: path, use: .create, reason: .untrustedLink))
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
            let length = readlink(current, &buffer, buffer.count)
            guard length >= 0 else { throw .file(FileProblem(path: path, use: .create, errorNumber: errno)) }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : folder + "/" + destination
        }
        throw .file(FileProblem(path: path, use: .create, errorNumber: ELOOP))
    }

    /// The kernel's rule (`may_follow_link`): a link is followed unless its folder is sticky and
    /// writable by everyone, and neither the follower nor the folder's owner owns the link.
    static func mayFollow(link: stat, in folder: stat) -> Bool {
        let shared = folder.st_mode & (S_ISVTX | S_IWOTH) == (S_ISVTX | S_IWOTH)
        return !shared || link.st_uid == geteuid() || link.st_uid == folder.st_uid
    }
}
