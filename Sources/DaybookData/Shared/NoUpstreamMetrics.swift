import DaybookDomain

/// The ``UpstreamMetrics`` that count nothing: an HTTP client's when the process exposes no
/// metrics.
public struct NoUpstreamMetrics: UpstreamMetrics {
    public init() {}

    public func answered(status: Int, since start: ContinuousClock.Instant) {}

    public func failed(_ error: AppError, since start: ContinuousClock.Instant) {}
}
