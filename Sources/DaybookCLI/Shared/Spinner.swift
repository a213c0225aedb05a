import Foundation  // also brings isatty and STDERR_FILENO from the C library

/// A spinner on standard error while slow work runs, only when that is a terminal: piped or
/// redirected output stays clean.
struct Spinner {
    private let task: Task<Void, Never>?

    static func start(_ message: String) -> Spinner {
        guard isatty(STDERR_FILENO) == 1 else { return Spinner(task: nil) }
        let message = TerminalText.visible(message)
        return Spinner(
            task: Task {
                let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
                var index = 0
                while !Task.isCancelled {
                    FileHandle.standardError.write(Data("\r\(frames[index % frames.count]) \(message)".utf8))
                    index += 1
                    try? await Task.sleep(for: .milliseconds(80))
                }
                // Erase the spinner's line so the result starts clean.
                FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            })
    }

    func stop() async {
        task?.cancel()
        await task?.value
    }
}
