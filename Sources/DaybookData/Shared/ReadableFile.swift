import DaybookDomain
import Foundation

/// Files the user names to read from (an archive, lines of todos), opened with what went wrong
/// named as a ``FileProblem``: the file, and the reason the system gave.
public enum ReadableFile {
    /// The file at `path`, open for reading. A folder is refused here: opening one succeeds, and
    /// only reading it would fail.
    public static func open(_ path: String) throws(AppError) -> FileHandle {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .file(FileProblem(path: path, use: .read, errorNumber: errno)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            try? handle.close()
            throw .file(FileProblem(path: path, use: .read, reason: .isFolder))
        }
        return handle
    }

    /// The whole text of the file at `path`, or of standard input for `-`, which must be UTF-8.
    public static func text(_ path: String) throws(AppError) -> String {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            let handle = try open(path)
            defer { try? handle.close() }
            do {
                data = try handle.readToEnd() ?? Data()
            } catch {
                let cause = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
                let code = cause?.domain == NSPOSIXErrorDomain ? Int32(cause?.code ?? Int(EIO)) : EIO
                throw .file(FileProblem(path: path, use: .read, errorNumber: code))
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .file(FileProblem(path: path, use: .read, reason: .notUTF8))
        }
        return text
    }
}
