import Logging
import Synchronization

/// A swift-log handler that keeps every line, for tests of what the code under test logs.
public final class CapturedLogs: Sendable {
    public struct Line: Sendable {
        public let level: Logger.Level
        public let message: String
        public let metadata: [String: String]
    }

    private let kept = Mutex<[Line]>([])
    private let waiters = ConditionWaiters()

    public init() {}

    public var lines: [Line] { kept.withLock { $0 } }

    public func logger(_ label: String) -> Logger {
        var logger = Logger(label: label) { _ in Handler(logs: self) }
        logger.logLevel = .info
        return logger
    }

    /// Suspends until a line whose message is `message` has been logged (by a task of the code
    /// under test); `false` only if the waiting task is cancelled first.
    public func arrival(of message: String) async -> Bool {
        await waiters.wait { lines.contains { $0.message == message } }
    }

    fileprivate func append(_ line: Line) {
        kept.withLock { $0.append(line) }
        waiters.changed()
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
