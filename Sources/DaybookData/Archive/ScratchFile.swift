import DaybookDomain
import Foundation
import Synchronization

/// A temporary file without a name, for an archive in transit (a copy's, or one read from
/// standard input): it holds everything a user owns, so no one else may read it, and nothing of
/// it may outlive the process, however the process ends.
///
/// On Linux it is made with `O_TMPFILE`, so it is never linked into any folder: no signal, not
/// even SIGKILL, can leave it behind, and no other process can open it by a name. Where that is
/// not available (another system, a file system without it), it is created under a random name,
/// mode 0600, and unlinked before anything is written to it. Its storage is freed when the
/// descriptor is closed, by ``close()`` or by the end of the process.
public final class ScratchFile: Sendable {
    /// The open file, for reading and writing.
    public let descriptor: Int32
    private let closed = Atomic(false)

    /// A new file without a name in `folder` (Linux's `O_TMPFILE`), opened with `access`, or
    /// `nil` where the system or the file system cannot make one.
    static func openUnnamed(in folder: String, access: Int32, mode: mode_t) -> Int32? {
        #if os(Linux)
            // Glibc's O_TMPFILE is a macro Swift does not import: __O_TMPFILE (the same on every
            // architecture Swift supports) with O_DIRECTORY.
            let descriptor = open(folder, 0o20_000_000 | O_DIRECTORY | access | O_CLOEXEC, mode)
            return descriptor >= 0 ? descriptor : nil
        #else
            return nil
        #endif
    }

    /// Makes the file in the temporary folder (`TMPDIR`, else `/tmp`).
    public init() throws(AppError) {
        let folder = FileManager.default.temporaryDirectory.path
        if let unnamed = Self.openUnnamed(in: folder, access: O_RDWR, mode: 0o600) {
            descriptor = unnamed
            return
        }
        let path = folder + "/daybook-scratch-\(UUID().uuidString)"
        let named = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard named >= 0 else {
            throw .file(FileProblem(path: path, use: .create, errorNumber: errno))
        }
        unlink(path)
        descriptor = named
    }

    /// Frees the file (at once; otherwise when this is released).
    public func close() {
        guard !closed.exchange(true, ordering: .relaxed) else { return }
        _ = Foundation.close(descriptor)
    }

    deinit {
        close()
    }
}
