import Foundation
import Logging
import Synchronization

/// Sends swift-log output to standard error, so it never mixes with a command's output.
enum LogBootstrap {
    private static let done = Mutex(false)

    /// `LoggingSystem.bootstrap` may run only once per process.
    static func once(level: Logger.Level) {
        done.withLock { done in
            guard !done else { return }
            done = true
            LoggingSystem.bootstrap { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            }
        }
    }
}
