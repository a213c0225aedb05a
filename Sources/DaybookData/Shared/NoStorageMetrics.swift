import DaybookDomain

/// The ``StorageMetrics`` that count nothing: a database's when the process exposes no metrics.
public struct NoStorageMetrics: StorageMetrics {
    public init() {}

    public func measure<T>(_ operation: () async throws(AppError) -> T) async throws(AppError) -> T {
        try await operation()
    }
}
