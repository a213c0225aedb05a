import DaybookComposition
import Foundation
import Logging
import Synchronization

/// Sends swift-log output to standard error, so it never mixes with a command's output: as text,
/// or as one JSON object per line for log shippers.
enum LogBootstrap {
    private static let done = Mutex(false)

    /// `LoggingSystem.bootstrap` may run only once per process.
    static func once(level: Logger.Level, format: LogFormat = .text) {
        done.withLock { done in
            guard !done else { return }
            done = true
            LoggingSystem.bootstrap { label in
                switch format {
                case .text:
                    return TextLogHandler(label: label, level: level)
                case .json:
                    return JSONLogHandler(label: label, level: level)
                }
            }
        }
    }
}
