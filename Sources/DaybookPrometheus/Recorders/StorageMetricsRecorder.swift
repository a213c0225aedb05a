import CoreMetrics
import DaybookData
import DaybookDomain
import Synchronization

/// The Data ring's ``StorageMetrics`` counted through swift-metrics: every operation, by engine
/// and outcome (`ok`, `cancelled`, or the ``StorageFailure`` it ended in), and how long
/// operations take.
///
/// Series are made once and reused: the `ok` counter and the timer up front, each failure's
/// counter the first time it happens (a failure is rare, and its name is one of a fixed few).
public final class StorageMetricsRecorder: StorageMetrics {
    private let engine: String
    private let factory: any MetricsFactory
    private let succeeded: Counter
    private let others: Mutex<[String: Counter]>
    private let duration: Timer

    /// `engine`: `sqlite` or `postgresql`.
    public init(engine: String, factory: any MetricsFactory) {
        self.engine = engine
        self.factory = factory
        succeeded = Counter(
            label: Self.operations, dimensions: [("engine", engine), ("outcome", "ok")], factory: factory)
        others = Mutex([:])
        duration = Timer(label: Self.durations, dimensions: [("engine", engine)], factory: factory)
    }

    static let operations = "daybook_database_operations_total"
    static let durations = "daybook_database_operation_duration_seconds"

    /// Runs `operation` and counts it, by how it ended.
    public func measure<T>(_ operation: () async throws(AppError) -> T) async throws(AppError) -> T {
        let start = ContinuousClock.now
        do {
            let value = try await operation()
            duration.recordElapsed(since: start)
            succeeded.increment()
            return value
        } catch {
            duration.recordElapsed(since: start)
            counter(for: Self.outcome(of: error)).increment()
            throw error
        }
    }

    private func counter(for outcome: String) -> Counter {
        others.withLock { counters in
            if let counter = counters[outcome] { return counter }
            let counter = Counter(
                label: Self.operations, dimensions: [("engine", engine), ("outcome", outcome)], factory: factory)
            counters[outcome] = counter
            return counter
        }
    }

    /// A label for how an operation failed: one of a fixed few, never a server's name.
    static func outcome(of error: AppError) -> String {
        guard case .storage(let failure) = error else { return error == .cancelled ? "cancelled" : "failed" }
        return switch failure {
        case .unreadable: "unreadable"
        case .unavailable: "unavailable"
        case .unreachable: "unreachable"
        case .signInRefused: "sign_in_refused"
        case .unknownDatabase: "unknown_database"
        case .foreignSchema: "foreign_schema"
        case .busy: "busy"
        case .full: "full"
        case .readOnly: "read_only"
        case .newerVersion: "newer_version"
        case .corruptRecord: "corrupt_record"
        case .failed: "failed"
        case .notAFile: "not_a_file"
        }
    }
}
