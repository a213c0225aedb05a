import DaybookDomain
import Foundation

/// A new folder in the temporary directory that only this user may enter (mode 0700), for
/// archives in transit: they hold everything a user owns, so no one else may read them.
public struct ScratchFolder: Sendable {
    public let path: String

    /// Creates the folder; `purpose` becomes part of its name.
    public init(for purpose: String) throws(AppError) {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("daybook-\(purpose)-\(UUID().uuidString)").path
        guard mkdir(path, 0o700) == 0 else { throw .file(FileProblem(path: path, use: .create, errorNumber: errno)) }
        self.path = path
    }

    /// A file's path inside the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
