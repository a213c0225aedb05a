import DaybookDomain

/// What a database counts for an operator: every operation, by how it ended (a value, a
/// cancellation, or the ``StorageFailure`` it failed with), and how long it took.
///
/// A port, so that both database drivers count alike without importing the metrics library or
/// each other. Two implementations: the metrics driver's, which counts through swift-metrics
/// (`StorageMetricsRecorder` in DaybookPrometheus), and ``NoStorageMetrics``, for a process that
/// exposes no metrics. Composition picks one for the database it opens.
public protocol StorageMetrics: Sendable {
    /// Runs `operation` and counts it, by how it ended.
    func measure<T>(_ operation: () async throws(AppError) -> T) async throws(AppError) -> T
}
