import Foundation

/// Entries so far, on one line of standard error, only when that is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let lock = NSLock()
    private var shown = false

    init(_ label: String) {
        self.label = label
    }

    var update: @Sendable (Int) -> Void {
        guard isatty(STDERR_FILENO) == 1 else { return { _ in } }
        return { [self] count in
            lock.withLock {
                shown = true
                FileHandle.standardError.write(Data("\r\u{1B}[K\(label) \(count.formatted())…".utf8))
            }
        }
    }

    func clear() {
        lock.withLock {
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            shown = false
        }
    }
}
