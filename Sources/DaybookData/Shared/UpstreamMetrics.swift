import DaybookDomain

/// What an outside service's requests count for an operator: each answer by its status, each
/// failure by the ``AppError`` it became, and how long each took, answer read.
///
/// A port, so that the HTTP driver counts without importing the metrics library. Two
/// implementations: the metrics driver's, which names the outcomes and counts them through
/// swift-metrics under the provider's name (`UpstreamMetricsRecorder` in DaybookPrometheus), and
/// ``NoUpstreamMetrics``, for a process that exposes no metrics. Composition picks one for each
/// client it makes.
public protocol UpstreamMetrics: Sendable {
    /// The request sent at `start` was answered with `status`, its body read.
    func answered(status: Int, since start: ContinuousClock.Instant)

    /// The request sent at `start` failed as `error` (the transport's failure, converted).
    func failed(_ error: AppError, since start: ContinuousClock.Instant)
}
