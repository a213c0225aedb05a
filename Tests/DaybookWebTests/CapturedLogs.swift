import Logging
import Synchronization

/// A swift-log handler that keeps every line, for tests of what the server logs.
final class CapturedLogs: Sendable {
    struct Line: Sendable {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
    }

    private let kept = Mutex<[Line]>([])

    var lines: [Line] { kept.withLock { $0 } }

    func logger(_ label: String) -> Logger {
        var logger = Logger(label: label) { _ in Handler(logs: self) }
        logger.logLevel = .info
        return logger
    }

    fileprivate func append(_ line: Line) {
        kept.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let logs: CapturedLogs
        var logLevel: Logger.Level = .info
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            logs.append(
                Line(level: event.level, message: "\(event.message)", metadata: all.mapValues { "\($0)" }))
        }
    }
}
